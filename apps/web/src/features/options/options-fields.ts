import type { FullOptions } from '@courant/domain';

/** What each part of the options form is given: the options and where to send a change. */
export interface OptionsFieldsProps {
  options: FullOptions;
  change: (next: FullOptions) => void;
}
