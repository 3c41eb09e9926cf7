import { COMMON_PASSWORD_MESSAGE } from '@teenfreelance/contracts/passwords';
import { validationFailed } from '../../../http/errors.ts';
import { isCommonPassword } from './common-passwords.ts';

/**
 * Refuses a new password that is on the list of the 10,000 most common ones,
 * as a field error at `path` (e.g. 'body.password'). Length is the contract's job.
 * Sign-up, reset and change all ask it (docs/decisions/0016).
 */
export function assertAcceptablePassword(password: string, path: string): void {
  if (isCommonPassword(password)) throw validationFailed([{ path, message: COMMON_PASSWORD_MESSAGE }]);
}
