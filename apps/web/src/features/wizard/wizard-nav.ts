import { WIZARD_STEPS, type WizardStepKey } from './wizard-steps.ts';

/** The address of a wizard step: /projects/{id}/{step} (part 1 §2 route table). */
export function stepHref(projectId: string, step: WizardStepKey): string {
  return `/projects/${encodeURIComponent(projectId)}/${step}`;
}

/** The step a wizard address shows, from its last segment; null for /projects/{id} itself. */
export function stepFromPath(pathname: string): WizardStepKey | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return WIZARD_STEPS.find((step) => step.key === last)?.key ?? null;
}
