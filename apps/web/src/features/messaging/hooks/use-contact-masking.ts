import { useEffect, useState } from 'react';
import type { maskContactDetails } from '@teenfreelance/contracts/contact-masking';

export type MaskContactDetails = typeof maskContactDetails;

let loaded: MaskContactDetails | undefined;
let loading: Promise<MaskContactDetails> | undefined;

/** Loads the screening engine's masking once (its libraries are about 77 KB gzip, so only when needed). */
export function loadContactMasking(): Promise<MaskContactDetails> {
  loading ??= import('@teenfreelance/contracts/contact-masking').then((module) => {
    loaded = module.maskContactDetails;
    return loaded;
  });
  return loading;
}

/**
 * The server's masking of contact details, for a conversation with a minor
 * (`enabled`): undefined until the engine has loaded, which starts when such
 * a thread opens, well before its first message is typed.
 */
export function useContactMasking(enabled: boolean): MaskContactDetails | undefined {
  const [mask, setMask] = useState<MaskContactDetails | undefined>(() => loaded);
  useEffect(() => {
    if (!enabled || mask) return;
    let current = true;
    void loadContactMasking().then((fn) => {
      if (current) setMask(() => fn);
    });
    return () => {
      current = false;
    };
  }, [enabled, mask]);
  return enabled ? mask : undefined;
}
