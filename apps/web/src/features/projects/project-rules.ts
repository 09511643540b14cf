import type { WizardStepKey } from '../wizard/wizard-steps.ts';

export interface QuoteLike {
  status: string;
  totalAmount: number;
}

/**
 * The price on a project card (part 1 §4): the total of the first completed quote; failing that, when
 * the project is completed and quotes exist, the total of the last quote in the list. Otherwise none.
 */
export function cardPrice(project: {
  status?: string | null;
  quotes?: readonly QuoteLike[] | null;
}): number | null {
  const quotes = project.quotes ?? [];
  const completed = quotes.find((quote) => quote.status === 'completed');
  if (completed) return completed.totalAmount;
  if (project.status === 'completed' && quotes.length > 0)
    return quotes[quotes.length - 1]?.totalAmount ?? null;
  return null;
}

/**
 * Which wizard step a card opens (part 1 §2): a completed project opens the quote step from the list
 * and the summary step from the dashboard; any other project opens the info step.
 */
export function openingStep(status: string | null | undefined, from: 'dashboard' | 'list'): WizardStepKey {
  if (status !== 'completed') return 'info';
  return from === 'dashboard' ? 'summary' : 'quote';
}

/** The card's thumbnail: the first plan's preview from the server, else the plan itself when it is an image. */
export function planThumbnail(
  planFiles:
    | readonly { previewUrl?: string | null; publicUrl: string; mime?: string | null }[]
    | null
    | undefined,
): string | null {
  const first = planFiles?.[0];
  if (!first) return null;
  if (first.previewUrl) return first.previewUrl;
  // Browsers cannot show HEIC: only the image types they draw are used without a preview.
  if (first.mime && ['image/png', 'image/jpeg', 'image/webp', 'image/gif'].includes(first.mime))
    return first.publicUrl;
  return null;
}
