import { Alert, Anchor, Box, Center, Group, Loader, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { pruneProjectDrafts } from '../../lib/project-draft.ts';
import { useProject } from '../projects/project-queries.ts';
import { type WizardFrameApi, WizardFrameProvider, type WizardNextConfig } from './wizard-context.tsx';
import { WizardFooter } from './wizard-footer.tsx';
import { stepFromPath, stepHref, stepIndex, WIZARD_STEPS, type WizardStepKey } from './wizard-model.ts';

export const WIZARD_MESSAGES = {
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
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();
  const { ref: stepperBox, width: stepperWidth } = useElementSize();
  const wide = stepperWidth >= WIDE_STEPPER;
  const compact = stepperWidth > 0 && stepperWidth < COMPACT_STEPPER;
  const isNew = projectId === 'new';
  const step: WizardStepKey = isNew ? 'info' : (stepFromPath(pathname) ?? 'info');
  const index = stepIndex(step);
  const { project, isPending, error } = useProject(projectId);
  const loading = Boolean(projectId) && !isNew && isPending;

  // Part 1 §4: local project entries older than 24 hours, or unparsable, are deleted.
  useEffect(() => {
    pruneProjectDrafts();
  }, []);

  // The latest next-button declaration, kept only for the step that made it.
  const [declared, setDeclared] = useState<{ step: WizardStepKey; config: WizardNextConfig } | null>(null);
  const config = declared?.step === step ? declared.config : {};

  const goTo = useCallback(
    (target: WizardStepKey, options?: { projectId?: string; replace?: boolean }) => {
      const id = options?.projectId ?? projectId;
      if (!id) return;
      void navigate({ href: stepHref(id, target), replace: options?.replace });
    },
    [navigate, projectId],
  );

  const goNext = useCallback(() => {
    const next = WIZARD_STEPS[index + 1];
    if (next) goTo(next.key);
    else void navigate({ to: '/projects' });
  }, [goTo, index, navigate]);

  const api = useMemo<WizardFrameApi>(
    () => ({
      projectId: projectId ?? '',
      step,
      isNew,
      setNext: (next) => setDeclared({ step, config: next }),
      goNext,
      goTo,
    }),
    [projectId, step, isNew, goNext, goTo],
  );

  if (!projectId) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title={WIZARD_MESSAGES.missingId}>
        <Anchor component={Link} to="/projects">
          {WIZARD_MESSAGES.back}
        </Anchor>
      </Alert>
    );
  }

  const previous = WIZARD_STEPS[index - 1];
  const title = isNew
    ? WIZARD_MESSAGES.newProject
    : (project?.name ?? (loading ? '' : WIZARD_MESSAGES.newProject));

  let content: ReactNode = children;
  if (loading) {
    content = (
      <Center py={64}>
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader />
          <Text c="dimmed">{WIZARD_MESSAGES.loading}</Text>
        </Stack>
      </Center>
    );
  } else if (error && !isNew) {
    content = (
      <Alert color="red" icon={<IconAlertCircle />} title="Projet introuvable">
        {errorMessage(error, 'Le projet ne peut pas être chargé.')}
      </Alert>
    );
  }

  return (
    <WizardFrameProvider value={api}>
      <Stack gap={compact ? 'xs' : 'lg'} maw={1200} mx="auto" w="100%">
        <Stack gap={compact ? 0 : 4}>
          {/* Issue 20: on a phone the step's name shares the back link's line, the stepper loses its frame. */}
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Anchor
              component={Link}
              to="/projects"
              size="sm"
              w="fit-content"
              style={{ whiteSpace: 'nowrap' }}
            >
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

        <Paper
          withBorder={!compact}
          bg={compact ? 'transparent' : undefined}
          radius="md"
          p={compact ? 0 : 'md'}
          ref={stepperBox}
        >
          <Stepper
            active={index}
            size={compact ? 'xs' : 'sm'}
            iconSize={compact ? 26 : 32}
            allowNextStepsSelect={false}
            onStepClick={(target) => {
              const key = WIZARD_STEPS[target]?.key;
              // Part 1 §2: only steps up to the current one, and never for a new project.
              if (key && !isNew && target <= index) goTo(key);
            }}
            styles={
              wide
                ? {
                    steps: { flexWrap: 'nowrap', alignItems: 'flex-start' },
                    step: { flexDirection: 'column', alignItems: 'center', gap: 6 },
                    stepBody: { marginInlineStart: 0, alignItems: 'center' },
                    stepLabel: {
                      fontSize: 'var(--mantine-font-size-sm)',
                      textAlign: 'center',
                      whiteSpace: 'nowrap',
                    },
                    separator: { marginInline: 4, minWidth: 8, marginTop: 16 },
                  }
                : {
                    steps: { flexWrap: 'nowrap' },
                    separator: compact ? { marginInline: 2, minWidth: 4 } : { marginInline: 6, minWidth: 6 },
                  }
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
        </Paper>

        <Box mih={240}>{content}</Box>

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
