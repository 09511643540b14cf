import { useMediaQuery } from '@mantine/hooks';

/** Below 600 px the wide tables become one card per line. */
const PHONE_QUERY = '(max-width: 599.98px)';

/** True on a phone-sized screen, read at the first render so that a phone never draws the table first. */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}
