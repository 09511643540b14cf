import { z } from 'zod';

/** A text that must be given: trimmed, with the same message whether it is missing or left blank. */
export function filledText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}
