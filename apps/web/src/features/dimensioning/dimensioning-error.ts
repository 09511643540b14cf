import { validationErrorMessage } from '../../lib/error-message.ts';
import { DIMENSIONING_TEXT } from './dimensioning-rows.ts';

/** The message of a failed dimensioning, in the order of part 2 §8 (see validationErrorMessage). */
export function dimensioningErrorMessage(error: unknown): string {
  return validationErrorMessage(error, DIMENSIONING_TEXT.defaultError);
}
