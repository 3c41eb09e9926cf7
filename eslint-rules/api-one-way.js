/**
 * "Only one way" in the API (issue 33, docs/decisions/0059), as lint rules of
 * their own rather than `no-restricted-syntax` entries: a config object that
 * sets `no-restricted-syntax` replaces every earlier one for the same files,
 * so two sets of restrictions could not live side by side in eslint.config.js.
 *
 * - `house/no-new-app-error`: errors are built by the named factory of their
 *   code in apps/api/src/http/errors.ts (`notFound('Gig')`,
 *   `forbidden(message, { reason })`), never with `new AppError(...)`.
 * - `house/no-system-clock`: the time is read from the `Clock` buildApp is
 *   given (`clock.now()`), so a test can move it; `Date.now()` and `new Date()`
 *   without an argument read the system's. `new Date(x)` builds a date from a
 *   value and is fine.
 */

/** @type {import('eslint').Rule.RuleModule} */
const noNewAppError = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Build API errors with the named factories of http/errors.ts' },
    schema: [],
    messages: {
      factory:
        "Build errors with the named factory of their code in apps/api/src/http/errors.ts (notFound('Gig'), forbidden(message, { reason })), not new AppError(...)",
    },
  },
  create(context) {
    return {
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'AppError') {
          context.report({ node, messageId: 'factory' });
        }
      },
    };
  },
};

const isDate = (node) => node.type === 'Identifier' && node.name === 'Date';

/** @type {import('eslint').Rule.RuleModule} */
const noSystemClock = {
  meta: {
    type: 'suggestion',
    docs: { description: "Read the time from the injected Clock, not the system's" },
    schema: [],
    messages: {
      clock:
        "Read the time from the Clock buildApp is given (clock.now()), not the system's: {{ call }} is only in apps/api/src/clock.ts",
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const { callee } = node;
        if (
          callee.type === 'MemberExpression' &&
          isDate(callee.object) &&
          !callee.computed &&
          callee.property.type === 'Identifier' &&
          callee.property.name === 'now'
        ) {
          context.report({ node, messageId: 'clock', data: { call: 'Date.now()' } });
        }
      },
      NewExpression(node) {
        if (isDate(node.callee) && node.arguments.length === 0) {
          context.report({ node, messageId: 'clock', data: { call: 'new Date()' } });
        }
      },
    };
  },
};

export default {
  meta: { name: 'house' },
  rules: { 'no-new-app-error': noNewAppError, 'no-system-clock': noSystemClock },
};
