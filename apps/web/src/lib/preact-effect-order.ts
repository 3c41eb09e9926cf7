import { options, type VNode } from 'preact';

/*
 * What the build ships runs on Preact (decision 0096). Preact runs effects (useEffect)
 * after the next frame, and re-renders a component whose state was set during a commit
 * (in a ref callback) in the same pass, before the effects of what that commit mounted.
 * React runs pending effects before any new render, and Radix relies on it: its Slider
 * finds each thumb's index in a list its items fill in their effects, and a thumb
 * rendered before that stays hidden (the price filter on /explore had no handles).
 * This keeps React's order: effects still wait for the next frame, unless a render
 * starts first, which runs them before it. Under React (the dev server and the unit
 * tests) nothing reads these options.
 *
 * Preact's option hooks for the start of a diff (`__b`) and a commit (`__c`) have
 * mangled names, stable within the pinned minor (~11.2), as its devtools use them.
 */
interface InternalOptions {
  __b?: (vnode: VNode) => void;
  __c?: (vnode: VNode, commitQueue: unknown[]) => void;
}
const internal = options as typeof options & InternalOptions;

let pendingEffects: (() => void) | undefined;
let depth = 0;

function runPendingEffects(): void {
  const run = pendingEffects;
  pendingEffects = undefined;
  run?.();
}

options.requestAnimationFrame = (flush) => {
  pendingEffects = flush;
  requestAnimationFrame(() => setTimeout(runPendingEffects));
  setTimeout(runPendingEffects, 35);
};

const previousDiff = internal.__b;
internal.__b = (vnode) => {
  // A render pass begins (the root's or a queued re-render's): first the effects of the last commit.
  if (depth === 0) runPendingEffects();
  depth++;
  previousDiff?.(vnode);
};

const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  depth--;
  previousDiffed?.(vnode);
};

const previousCommit = internal.__c;
internal.__c = (vnode, commitQueue) => {
  // A pass ends in a commit; a part that suspended never reached its `diffed`.
  depth = 0;
  previousCommit?.(vnode, commitQueue);
};
