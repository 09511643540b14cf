import type { WizardStepKey } from '../wizard/wizard-model.ts';

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
