import { createHash } from 'node:crypto';

/**
 * A press before the app has taken over a server-rendered page is kept, not
 * lost (issue 36, docs/decisions/0092). The HTML arrives before the app's
 * script; in between, a click on a button, a choice in a list or a form's
 * submit would do nothing (or, for a form, submit it natively: a sign-in form
 * would send its password in the query string). This script, inline in the
 * head of every rendered page so it runs before anything can be pressed,
 * stops each such press and queues where it landed (the element's path under
 * #root and its text); the app replays the queue once the page has hydrated
 * (apps/web/src/lib/early-presses.ts). Links are left alone: they work
 * without the script. Plain ES5, as old browsers get the page too.
 */
export const EARLY_PRESSES_SCRIPT = `(function () {
  var queue = [];
  window.__tfEarlyPresses = queue;
  function pathOf(element) {
    var root = document.getElementById('root');
    var path = [];
    var node = element;
    for (; node && node !== root; node = node.parentElement) {
      var index = 0;
      for (var sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) index++;
      path.unshift(index);
    }
    return node === root ? path : null;
  }
  function keep(event, element, value) {
    if (window.__tfInteractive || !element) return;
    var path = pathOf(element);
    if (!path) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push({ type: event.type, path: path, text: element.textContent, value: value });
  }
  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    keep(event, target);
  }, true);
  document.addEventListener('change', function (event) {
    var target = event.target;
    if (target instanceof HTMLSelectElement) keep(event, target, target.value);
  }, true);
  document.addEventListener('submit', function (event) {
    keep(event, event.target);
  }, true);
})();`;

/** The script's CSP source: the one inline script the pages may run, by its hash. */
export const EARLY_PRESSES_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_PRESSES_SCRIPT).digest('base64')}'`;

export const EARLY_PRESSES_TAG = `<script>${EARLY_PRESSES_SCRIPT}</script>`;
