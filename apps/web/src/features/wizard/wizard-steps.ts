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
