import { Alert, Anchor, Box, Center, Group, Loader, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { useProject } from '../projects/project-queries.ts';
import { useWizardNavigation } from './use-wizard-navigation.ts';
import { WizardFrameProvider } from './wizard-context.tsx';
import { WizardFooter } from './wizard-footer.tsx';
import { WIZARD_STEPS, type WizardStepKey } from './wizard-model.ts';

const WIZARD_MESSAGES = {
  back: '← Retour aux projets',
  missingId: 'ID de projet manquant',
  loading: 'Chargement du projet…',
  newProject: 'Nouveau projet',
} as const;

/**
 * Part 1 §2: the stepper is compact on small screens. With WIDE_STEPPER px of room every step shows its
 * label under its icon; below, only the current one keeps a label; under COMPACT_STEPPER (a phone) the
 * steps are icons without a frame, and 'Étape x sur 8 : …' sits on the back link's line.
 */
const WIDE_STEPPER = 760;
const COMPACT_STEPPER = 560;

export interface WizardFrameProps {
  /** The route's project id; 'new' on /projects/new; missing shows 'ID de projet manquant'. */
  projectId: string | undefined;
  /** The step route's content. */
  children: ReactNode;
}

/**
 * The wizard frame of part 1 §2: header link, stepper, the step, and the previous/next footer. Steps
 * declare their next button with `useWizardNext` (wizard-context.tsx).
 */
export function WizardFrame({ projectId, children }: WizardFrameProps) {
  const { ref: stepperBox, width: stepperWidth } = useElementSize();
  const wide = stepperWidth >= WIDE_STEPPER;
  const compact = stepperWidth > 0 && stepperWidth < COMPACT_STEPPER;
  const { api, config, index, isNew, goTo, goNext, previous } = useWizardNavigation(projectId);
  const { project, isPending, error } = useProject(projectId);
  const loading = Boolean(projectId) && !isNew && isPending;

  if (!projectId) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title={WIZARD_MESSAGES.missingId}>
        <Anchor component={Link} to="/projects">
          {WIZARD_MESSAGES.back}
        </Anchor>
      </Alert>
    );
  }

  const title = isNew
    ? WIZARD_MESSAGES.newProject
    : (project?.name ?? (loading ? '' : WIZARD_MESSAGES.newProject));

  return (
    <WizardFrameProvider value={api}>
      <Stack gap={compact ? 'xs' : 'lg'} maw={1200} mx="auto" w="100%">
        <WizardHeader title={title} index={index} compact={compact} />
        <Paper
          withBorder={!compact}
          bg={compact ? 'transparent' : undefined}
          radius="md"
          p={compact ? 0 : 'md'}
          ref={stepperBox}
        >
          <WizardStepper
            index={index}
            wide={wide}
            compact={compact}
            isNew={isNew}
            onStep={(key) => goTo(key)}
          />
        </Paper>

        <Box mih={240}>
          {loading ? <ProjectLoading /> : error && !isNew ? <ProjectNotFound error={error} /> : children}
        </Box>

        <WizardFooter
          config={config}
          isLastStep={index === WIZARD_STEPS.length - 1}
          previousDisabled={!previous || loading}
          nextBlocked={loading || Boolean(error && !isNew)}
          onPrevious={() => previous && goTo(previous.key)}
          onNext={goNext}
        />
      </Stack>
    </WizardFrameProvider>
  );
}

/** The back link and the project's name; on a phone the step's name shares the back link's line. */
function WizardHeader({ title, index, compact }: { title: string; index: number; compact: boolean }) {
  return (
    <Stack gap={compact ? 0 : 4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Anchor component={Link} to="/projects" size="sm" w="fit-content" style={{ whiteSpace: 'nowrap' }}>
          {WIZARD_MESSAGES.back}
        </Anchor>
        {compact ? (
          <Text size="xs" fw={600} c="dimmed" truncate>
            {`Étape ${index + 1} sur ${WIZARD_STEPS.length}\u00a0: ${WIZARD_STEPS[index]?.label ?? ''}`}
          </Text>
        ) : null}
      </Group>
      <Title order={1} size={compact ? 'h4' : 'h2'} lineClamp={compact ? 1 : 2} mih="1.3em">
        {title}
      </Title>
    </Stack>
  );
}

interface WizardStepperProps {
  index: number;
  wide: boolean;
  compact: boolean;
  isNew: boolean;
  onStep: (key: WizardStepKey) => void;
}

/** The eight steps; those up to the current one open it, never for a new project (part 1 §2). */
function WizardStepper({ index, wide, compact, isNew, onStep }: WizardStepperProps) {
  return (
    <Stepper
      active={index}
      size={compact ? 'xs' : 'sm'}
      iconSize={compact ? 26 : 32}
      allowNextStepsSelect={false}
      onStepClick={(target) => {
        const key = WIZARD_STEPS[target]?.key;
        if (key && !isNew && target <= index) onStep(key);
      }}
      styles={
        wide
          ? WIDE_STYLES
          : { steps: { flexWrap: 'nowrap' }, separator: compact ? COMPACT_SEPARATOR : NARROW_SEPARATOR }
      }
    >
      {WIZARD_STEPS.map((s, i) => (
        <Stepper.Step
          key={s.key}
          // The leading space, collapsed on screen, parts the icon's number from the label in
          // the button's text ('1 Projet', not '1Projet'): its name, 'Étape 1 : Projet', then
          // holds the text it shows, as WCAG 2.5.3 asks (axe's label-content-name-mismatch).
          label={wide || (!compact && i === index) ? ` ${s.label}` : undefined}
          aria-label={`Étape ${i + 1}\u00a0: ${s.label}`}
          allowStepSelect={!isNew && i <= index}
        />
      ))}
    </Stepper>
  );
}

/** Every step's label under its icon. */
const WIDE_STYLES = {
  steps: { flexWrap: 'nowrap', alignItems: 'flex-start' },
  step: { flexDirection: 'column', alignItems: 'center', gap: 6 },
  stepBody: { marginInlineStart: 0, alignItems: 'center' },
  stepLabel: {
    fontSize: 'var(--mantine-font-size-sm)',
    textAlign: 'center',
    whiteSpace: 'nowrap',
  },
  separator: { marginInline: 4, minWidth: 8, marginTop: 16 },
} as const;
const COMPACT_SEPARATOR = { marginInline: 2, minWidth: 4 };
const NARROW_SEPARATOR = { marginInline: 6, minWidth: 6 };

function ProjectLoading() {
  return (
    <Center py={64}>
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader />
        <Text c="dimmed">{WIZARD_MESSAGES.loading}</Text>
      </Stack>
    </Center>
  );
}

function ProjectNotFound({ error }: { error: unknown }) {
  return (
    <Alert color="red" icon={<IconAlertCircle />} title="Projet introuvable">
      {errorMessage(error, 'Le projet ne peut pas être chargé.')}
    </Alert>
  );
}
