/** The 8 wizard steps (part 1 §2, part 2 §2): route segment and French label, in order. */
export const WIZARD_STEPS = [
  { key: 'info', label: 'Projet' },
  { key: 'plan', label: 'Plan' },
  { key: 'rooms', label: 'Pièces' },
  { key: 'equipment', label: 'Équipements' },
  { key: 'options', label: 'Options' },
  { key: 'summary', label: 'Récapitulatif' },
  { key: 'dimensioning', label: 'Dimensionnement' },
  { key: 'quote', label: 'Estimations' },
] as const;

export type WizardStepKey = (typeof WIZARD_STEPS)[number]['key'];

export function stepIndex(key: WizardStepKey): number {
  return WIZARD_STEPS.findIndex((s) => s.key === key);
}

/** The address of a wizard step: /projects/{id}/{step} (part 1 §2 route table). */
export function stepHref(projectId: string, step: WizardStepKey): string {
  return `/projects/${encodeURIComponent(projectId)}/${step}`;
}

/** The step a wizard address shows, from its last segment; null for /projects/{id} itself. */
export function stepFromPath(pathname: string): WizardStepKey | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return WIZARD_STEPS.find((step) => step.key === last)?.key ?? null;
}
