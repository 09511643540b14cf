import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { pruneProjectDrafts } from '../../lib/project-draft.ts';
import type { WizardFrameApi, WizardNextConfig } from './wizard-context.tsx';
import { stepFromPath, stepHref, stepIndex, WIZARD_STEPS, type WizardStepKey } from './wizard-model.ts';

/**
 * The wizard's position and moves: the step shown (from the path), the next button the step
 * declared, and the API the steps reach through the wizard context.
 */
export function useWizardNavigation(projectId: string | undefined) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();
  const isNew = projectId === 'new';
  const step: WizardStepKey = isNew ? 'info' : (stepFromPath(pathname) ?? 'info');
  const index = stepIndex(step);

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

  return { api, config, index, isNew, goTo, goNext, previous: WIZARD_STEPS[index - 1] };
}
