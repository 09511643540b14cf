import type { ComplianceResult } from '@courant/domain';
import { Button, type ButtonProps, Loader } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { COMPLIANCE_TEXT, canApplySuggestions } from './compliance-model.ts';

/**
 * 'Appliquer les suggestions' (part 2 §4.2) from the compliance panel and from step 4's phone chip
 * alike: whether the button shows (while applying, or when the fresh result has suggestions), and
 * applying them, the button spinning meanwhile. `onApply` adds, saves and offers the undo.
 */
export function useApplySuggestions(
  result: ComplianceResult | null,
  stale: boolean,
  onApply: ((result: ComplianceResult) => Promise<void>) | undefined,
) {
  const [applying, setApplying] = useState(false);
  const apply = async () => {
    if (!result || !onApply) return;
    setApplying(true);
    try {
      await onApply(result);
    } catch (error) {
      // Part 2 §8: a failure to apply suggestions is only logged.
      console.error('Application des suggestions impossible', error);
    } finally {
      setApplying(false);
    }
  };
  return { applying, apply, show: Boolean(onApply) && (applying || canApplySuggestions(result, stale)) };
}

/** The teal 'Appliquer les suggestions' button, spinning while they are applied. */
export function ApplySuggestionsButton({
  applying,
  validating,
  onApply,
  ...props
}: ButtonProps & { applying: boolean; validating: boolean; onApply: () => Promise<void> }) {
  return (
    <Button
      color="teal"
      {...props}
      leftSection={applying ? <Loader size={14} color="white" /> : <IconWand size={16} />}
      disabled={applying || validating}
      onClick={() => void onApply()}
    >
      {applying ? COMPLIANCE_TEXT.applying : COMPLIANCE_TEXT.apply}
    </Button>
  );
}
