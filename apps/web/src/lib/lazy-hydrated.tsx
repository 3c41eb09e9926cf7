import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { nextTask } from './next-task.ts';

/** The lazily loaded parts asked for and not loaded yet. */
const loading = new Set<Promise<unknown>>();

/**
 * Resolves once every lazily loaded part asked for so far (and any those ask for in turn) has loaded
 * and had its task to render: until then some of the server's HTML has nothing answering its presses.
 */
export async function lazyPartsLoaded(): Promise<void> {
  while (loading.size > 0) {
    await Promise.allSettled(loading);
    await nextTask();
  }
}

/**
 * `lazy`, rendering the loaded component in the task after its modules ran, not in the same one:
 * each stays below a long task (decision 0106).
 */
export function lazyInNextTask<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const loaded = load().then(async (module) => {
      await nextTask();
      return module;
    });
    loading.add(loaded);
    const settled = () => loading.delete(loaded);
    loaded.then(settled, settled);
    return loaded;
  });
}

/**
 * `lazy`, for a part the server renders: what the loaded component renders is kept inside one element,
 * `display: contents`, which makes no box of its own, so the layout is the same. Preact (decision 0096),
 * hydrating a component that suspends while its code loads, keeps only the first of the server's elements
 * for it and builds the others again once it has loaded: the home page's sections below its first were
 * built twice, 486 of its 556 elements, in the longest task of its load (decision 0105). With one element
 * there, all of it is kept.
 */
export function lazyHydrated<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazyInNextTask(async () => {
    const { default: Loaded } = await load();
    function Hydrated(props: P) {
      return (
        <div className="contents">
          <Loaded {...props} />
        </div>
      );
    }
    return { default: Hydrated };
  });
}
