import type { maskContactDetails } from '@teenfreelance/contracts/contact-masking';
import { useLoadedModule } from '../../../lib/use-loaded-module.ts';

export type MaskContactDetails = typeof maskContactDetails;

/** Loads the screening engine's masking (its libraries are about 77 KB gzip, so only when needed). */
const loadContactMasking = (): Promise<MaskContactDetails> =>
  import('@teenfreelance/contracts/contact-masking').then((module) => module.maskContactDetails);

/**
 * The server's masking of contact details, for a conversation with a minor
 * (`enabled`): undefined until the engine has loaded, which starts when such
 * a thread opens, well before its first message is typed.
 */
export function useContactMasking(enabled: boolean): MaskContactDetails | undefined {
  return useLoadedModule(loadContactMasking, enabled);
}
