import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import house from './eslint-rules/api-one-way.js';
import local from './eslint-rules/no-import-cycle.js';

/** Every element type of the API, and of the web app. */
const API_FEATURE = ['api-service', 'api-routes', 'api-repository', 'api-feature'];
const API = [...API_FEATURE, 'api-platform', 'api-web', 'api-seed', 'api-db', 'api-http', 'api'];
const WEB = ['web-feature', 'web-app', 'web-shared', 'web'];

/**
 * Import direction (see ARCHITECTURE.md, "Dependency rules", and docs/decisions/0034):
 * - the web app never imports the API; both may import the contracts, which import nothing of ours;
 * - API: routes -> services -> repositories, never backwards;
 * - an API feature (one of the nine product areas) imports only another area's *.service.ts, and never the page renderer (web/);
 * - db/, http/ and platform/ never import a feature (the demo seed, like testing/, composes them);
 * - web: features do not import each other, and components/ and lib/ import neither features nor app/;
 * - no import cycles, type-only imports included (eslint-rules/no-import-cycle.js).
 * An element is the first pattern a file matches.
 */
const architecture = {
  files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
  plugins: { boundaries, local },
  settings: {
    'boundaries/include': ['apps/**/*', 'packages/**/*'],
    // Re-exports (`export ... from`) and `import()` are dependencies too; the default is static imports only.
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'boundaries/elements': [
      { type: 'contracts', pattern: 'packages/contracts/src/**', mode: 'full' },
      // A feature is one of the nine product areas (features/<area>/, sub-folders included).
      { type: 'api-service', pattern: 'apps/api/src/features/*/**/*.service.ts', mode: 'full', capture: ['feature'] },
      { type: 'api-routes', pattern: 'apps/api/src/features/*/**/*.routes.ts', mode: 'full', capture: ['feature'] },
      {
        type: 'api-repository',
        pattern: 'apps/api/src/features/*/**/*.repository.ts',
        mode: 'full',
        capture: ['feature'],
      },
      // Policies, mappers, page meta, emails, helpers and tests of a feature.
      { type: 'api-feature', pattern: 'apps/api/src/features/*/**', mode: 'full', capture: ['feature'] },
      { type: 'api-platform', pattern: 'apps/api/src/platform/**', mode: 'full' },
      { type: 'api-web', pattern: 'apps/api/src/web/**', mode: 'full' },
      // The demo seed writes the marketplace as the features would: it composes them, as testing/ does.
      { type: 'api-seed', pattern: 'apps/api/src/db/seed/**', mode: 'full' },
      { type: 'api-db', pattern: 'apps/api/src/db/**', mode: 'full' },
      { type: 'api-http', pattern: 'apps/api/src/http/**', mode: 'full' },
      { type: 'api', pattern: 'apps/api/**', mode: 'full' },
      { type: 'web-feature', pattern: 'apps/web/src/features/*/**', mode: 'full', capture: ['feature'] },
      { type: 'web-app', pattern: 'apps/web/src/app/**', mode: 'full' },
      { type: 'web-shared', pattern: 'apps/web/src/{components,lib}/**', mode: 'full' },
      { type: 'web', pattern: 'apps/web/**', mode: 'full' },
    ],
  },
  rules: {
    'local/no-import-cycle': 'error',
    'boundaries/element-types': [
      'error',
      {
        default: 'allow',
        rules: [
          {
            from: ['contracts'],
            disallow: [...API, ...WEB],
            message: 'packages/contracts imports nothing of ours: the API and the web app import it',
          },
          {
            from: WEB,
            disallow: API,
            message: 'The web app never imports the API: share shapes through packages/contracts',
          },
          {
            from: API,
            disallow: WEB,
            message: 'The API never imports the web app: share shapes through packages/contracts',
          },
          {
            from: ['api-repository'],
            disallow: ['api-service', 'api-routes'],
            message: 'Repositories are called by services, never the other way round',
          },
          { from: ['api-service'], disallow: ['api-routes'], message: 'Services do not import routes' },
          {
            from: API_FEATURE.map((type) => [type, { feature: '*' }]),
            disallow: [
              ['api-routes', { feature: '!${from.feature}' }],
              ['api-repository', { feature: '!${from.feature}' }],
              ['api-feature', { feature: '!${from.feature}' }],
            ],
            message:
              "A feature imports only another feature's *.service.ts (its service type), never its routes, repository, policy, mappers or other files: move shared pieces out of features (platform/, http/, db/, packages/contracts)",
          },
          {
            from: API_FEATURE,
            disallow: ['api-web'],
            message:
              'Features never import the page renderer (apps/api/src/web/): page heads are typed in packages/contracts/src/pages.ts',
          },
          {
            from: ['api-db', 'api-http', 'api-platform'],
            disallow: API_FEATURE,
            message:
              'db/, http/ and platform/ never import features: move the piece out of the feature (platform/, http/, db/) or have app.ts pass it in',
          },
          {
            from: [['web-feature', { feature: '*' }]],
            disallow: [['web-feature', { feature: '!${from.feature}' }]],
            message:
              'Features do not import each other: compose them in app/, or move shared code to components/ or lib/',
          },
          {
            from: ['web-shared'],
            disallow: ['web-feature', 'web-app'],
            message:
              'components/ and lib/ never import features or app/: they are the shared pieces that features and app/ build on',
          },
        ],
      },
    ],
  },
};

const API_PATH_MESSAGE =
  'API paths are spelled once, in packages/contracts (a *_PATH constant or an apiPath(...) builder, docs/decisions/0057): register `gigPath.pattern`, call `gigPath(id)`';

/**
 * No API path written out in the API's or the web app's code: the routes, the
 * fetchers, idempotency and the pages' first reads use the contracts' paths,
 * so a route and its callers cannot drift apart. Tests may write a path as a
 * client would (apps/api/src/api-paths.test.ts holds the routes to the contracts).
 */
const apiPathsFromContracts = {
  files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', '**/*.test-helpers.ts', 'apps/api/src/testing/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: 'Literal[value=/^\\/api(\\/|$)/]', message: API_PATH_MESSAGE },
      { selector: 'TemplateLiteral[quasis.0.value.raw=/^\\/api(\\/|$)/]', message: API_PATH_MESSAGE },
      {
        // `${ORDERS_PATH}/:id` or `${conversationPath(id)}/read`: a new path made by extending one.
        selector:
          "TemplateLiteral[quasis.0.value.raw=''][quasis.1.value.raw=/^\\//]:matches([expressions.0.name=/_PATH$/], [expressions.0.callee.name=/Path$/])",
        message: API_PATH_MESSAGE,
      },
    ],
  },
};

/**
 * The screening engine (packages/contracts/src/screening/, about 77 KB gzip of
 * libraries) reaches the browser only through `import()` (useContactMasking),
 * so no page pays for it until a conversation with a minor opens. The notice
 * texts (screening/contact-kinds.ts) import nothing and may be imported.
 */
const SCREENING_LAZY_MESSAGE =
  'The screening engine is loaded on demand in the web app: use loadContactMasking()/useContactMasking (import() keeps ~77 KB out of every page); type-only imports are fine';
const screeningLazyInWeb = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^@teenfreelance/contracts/(contact-masking|screening/(?!contact-kinds$).+)$',
            allowTypeImports: true,
            message: SCREENING_LAZY_MESSAGE,
          },
        ],
      },
    ],
  },
};

/**
 * No `Intl` on a page's way to its first screen (docs/decisions/0106): its first formatter loads the
 * browser's locale data, 15-30 ms of the main thread. Numbers, money and dates for people are written by
 * packages/contracts/src/en-us.ts (and formatMoney). Left out: where a time zone is the point (the
 * checkout's due date where the seller lives, the browser's own zone sent with a profile, a zone checked).
 */
const INTL_MESSAGE =
  "Use @teenfreelance/contracts/en-us (or formatMoney): Intl's first formatter costs a page 15-30 ms of locale data (decision 0106)";
const noIntlInPages = {
  files: ['apps/web/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
  ignores: [
    '**/*.test.{ts,tsx}',
    'apps/web/src/features/payments/checkout/components/delivery-date-picker.tsx',
    'apps/web/src/features/accounts/profiles/api/update-profile.ts',
    'packages/contracts/src/profiles.ts',
  ],
  rules: {
    'no-restricted-globals': ['error', { name: 'Intl', message: INTL_MESSAGE }],
    'no-restricted-properties': [
      'error',
      ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare'].map((property) => ({
        property,
        message: INTL_MESSAGE,
      })),
    ],
  },
};

/**
 * One way per task in the API (issue 33, docs/decisions/0059; eslint-rules/api-one-way.js):
 * errors from the named factories of http/errors.ts, the time from the injected Clock.
 * Tests and their helpers keep the system's time: they wait for real (deadlines, polling)
 * beside an app that runs on a clock of its own.
 */
const apiOneWay = [
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { house },
    rules: { 'house/no-new-app-error': 'error', 'house/no-system-clock': 'error' },
  },
  { files: ['apps/api/src/http/errors.ts'], rules: { 'house/no-new-app-error': 'off' } },
  {
    files: [
      'apps/api/src/clock.ts',
      'apps/api/src/testing/**',
      'apps/api/src/**/*.test.ts',
      'apps/api/src/**/*.test-helpers.ts',
    ],
    rules: { 'house/no-system-clock': 'off' },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'coverage/**',
      'e2e/artifacts/**',
      'bench/results/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,mjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A file a newcomer can hold in their head: split along what it does before it passes 300 lines
    // (counted as written, comments and blank lines included). Seed, bench and corpus data are lists, not logic.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      'apps/api/src/db/seed/artwork.ts',
      'apps/api/src/db/seed/demo-gigs.ts',
      'bench/data.ts',
      'packages/contracts/src/screening/corpus.ts',
    ],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  apiPathsFromContracts,
  screeningLazyInWeb,
  noIntlInPages,
  architecture,
  ...apiOneWay,
);
