import { Badge, Box, Button, Group, Loader, Paper, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useBottomScrollClearance } from '../../ui/use-scroll-clearance.ts';
import type { WizardNextConfig } from './wizard-context.tsx';

export const FOOTER_LABELS = {
  previous: 'Précédent',
  next: 'Suivant',
  /** Part 1 §2: the last step's default label. */
  lastDefault: 'Générer la liste',
  /** Part 1 §1: a label containing 'jeton' reads 'Valider le projet' with '−1 jeton' (a minus sign). */
  validate: 'Valider le projet',
  token: '−1 jeton',
} as const;

export interface WizardFooterProps {
  config: WizardNextConfig;
  isLastStep: boolean;
  previousDisabled: boolean;
  /** Loading or failed project: next does nothing. */
  nextBlocked: boolean;
  onPrevious(): void;
  onNext(): void;
}

/** Previous and next, at the bottom of the wizard (part 1 §2 'Wizard frame'). */
export function WizardFooter({
  config,
  isLastStep,
  previousDisabled,
  nextBlocked,
  onPrevious,
  onNext,
}: WizardFooterProps) {
  const [running, setRunning] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  useBottomScrollClearance(bar);
  const label = config.label ?? (isLastStep ? FOOTER_LABELS.lastDefault : FOOTER_LABELS.next);
  const usesToken = /jeton/i.test(label);
  const busy = running || Boolean(config.pending);
  const disabled = nextBlocked || busy || Boolean(config.disabledReason);
  const tooltip = config.disabledReason || config.hint || null;

  const handleNext = async () => {
    if (disabled) return;
    setRunning(true);
    try {
      const result = await config.onNext?.();
      if (result !== false) onNext();
    } catch (error) {
      // The step reports its own failures (toasts); the user stays on the step.
      console.error(error);
    } finally {
      setRunning(false);
    }
  };

  const nextButton = (
    <Button
      onClick={() => void handleNext()}
      disabled={disabled}
      rightSection={busy ? <Loader size={14} color="gray" /> : <IconArrowRight size={18} />}
      data-disabled-reason={config.disabledReason || undefined}
    >
      {usesToken ? (
        <Group gap={8} wrap="nowrap">
          {FOOTER_LABELS.validate}
          <Badge size="sm" color="yellow" variant="filled" autoContrast>
            {FOOTER_LABELS.token}
          </Badge>
        </Group>
      ) : (
        label
      )}
    </Button>
  );

  return (
    <Paper
      ref={bar}
      withBorder
      radius="md"
      p="sm"
      pos="sticky"
      bottom={8}
      style={{ zIndex: 5, boxShadow: 'var(--mantine-shadow-sm)' }}
    >
      {/* On a phone 'Valider le projet −1 jeton' leaves no room beside 'Précédent': it goes below. */}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button
          variant="default"
          onClick={onPrevious}
          disabled={previousDisabled}
          leftSection={<IconArrowLeft size={18} />}
        >
          {FOOTER_LABELS.previous}
        </Button>
        <Box ml="auto">
          {tooltip ? (
            <Tooltip
              label={tooltip}
              multiline
              maw={320}
              withArrow
              position="top-end"
              events={{ hover: true, focus: true, touch: true }}
            >
              {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
              <Box component="span" tabIndex={disabled ? 0 : -1} style={{ display: 'inline-block' }}>
                {nextButton}
              </Box>
            </Tooltip>
          ) : (
            nextButton
          )}
        </Box>
      </Group>
    </Paper>
  );
}
