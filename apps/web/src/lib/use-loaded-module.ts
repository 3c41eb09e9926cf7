import { useEffect, useState } from 'react';

/** What each loader answered, so that a later page's first render has it at once. */
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * What `load` answers (a module, or something taken from one), once `enabled`: undefined until it has
 * loaded, and whenever not enabled. Each loader is asked once, however many components want it; a load
 * that fails is thrown where it is used, for the page's error boundary (a stale chunk after a deploy).
 */
export function useLoadedModule<T>(load: () => Promise<T>, enabled: boolean): T | undefined {
  const [state, setState] = useState<{ module?: T; error?: unknown }>(() =>
    loadedModules.has(load) ? { module: loadedModules.get(load) as T } : {},
  );
  const isLoaded = 'module' in state;
  useEffect(() => {
    if (!enabled || isLoaded) return;
    let current = true;
    load().then(
      (module) => {
        loadedModules.set(load, module);
        if (current) setState({ module });
      },
      (error: unknown) => {
        if (current) setState({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [enabled, isLoaded, load]);
  if (state.error !== undefined) throw state.error;
  return enabled ? state.module : undefined;
}
