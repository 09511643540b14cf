import { z } from 'zod';
import french from 'zod/v4/locales/fr.js';

/**
 * zod's own messages (a number that is not one, a missing field the schema gives no message for) in
 * French, with the no-break space French puts before ':' — so that no answer of the API falls back to
 * 'Invalid input'. The schemas' own messages win over these. Global: the server calls it once.
 */
export function useFrenchZodMessages(): void {
  const { localeError } = french();
  z.config({
    localeError: (issue) => {
      const message = localeError(issue);
      const text = typeof message === 'string' ? message : message?.message;
      return text?.replace(/ ([:;!?])/g, '\u00a0$1');
    },
  });
}
