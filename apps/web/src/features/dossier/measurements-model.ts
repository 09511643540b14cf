import {
  type ConsuelDossier,
  type SelfCheckItemId,
  type SelfCheckStatus,
  type SiteMeasurements,
  type SiteMeasurementsInput,
  siteMeasurementsInputSchema,
  withMeasurements,
} from '@courant/domain';

/**
 * The measurements form as the electrician types it on site: numbers kept as typed text ('0,2'),
 * which the domain's schema reads (French comma, empty = not measured). The same schema decides on
 * the phone (errors, the self-check sheet and the dossier's state at once, offline too) and on the
 * server when it saves.
 */
export type MeasurementsForm = SiteMeasurementsInput;

/** The numbers of the form, typed as text. */
const NUMBER_FIELDS = [
  'earthResistanceOhm',
  'earthConductorMm2',
  'mainBondingMm2',
  'insulationMOhm',
  'gtlWidthMm',
  'gtlDepthMm',
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

/** A number as the form shows it: 0.2 → '0,2', null → ''. */
export const numberText = (value: number | null | undefined): string =>
  value == null ? '' : String(value).replace('.', ',');

/** The form filled with saved measurements. */
export function formOf(measurements: SiteMeasurements): MeasurementsForm {
  const form: MeasurementsForm = { ...measurements };
  for (const field of NUMBER_FIELDS) form[field] = numberText(measurements[field]);
  form.rcdTests = measurements.rcdTests.map((t) => ({ ...t, timeMs: numberText(t.timeMs) }));
  return form;
}

/** Errors by field path ('earthResistanceOhm', 'rcdTests.0.timeMs'): the schema's French messages. */
export type FormErrors = Record<string, string>;

export interface ReadForm {
  /** The measurements the form holds, or null while an entry is impossible (nothing is then saved). */
  measurements: SiteMeasurements | null;
  errors: FormErrors;
}

export function readForm(form: MeasurementsForm): ReadForm {
  const parsed = siteMeasurementsInputSchema.safeParse(form);
  if (parsed.success) return { measurements: parsed.data, errors: {} };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { measurements: null, errors };
}

/** The dossier as the form decides it: the server's with the typed measurements, when they are possible. */
export function liveDossier(dossier: ConsuelDossier, read: ReadForm): ConsuelDossier {
  return read.measurements ? withMeasurements(dossier, read.measurements) : dossier;
}

/** The RCD test of RCD `rcd` in the form (a blank one when none). */
export function rcdTestOf(form: MeasurementsForm, rcd: number) {
  return form.rcdTests?.find((t) => Number(t.rcd) === rcd) ?? { rcd, trips: null, timeMs: '' };
}

/** The form with RCD `rcd`'s test changed (added when it had none). */
export function withRcdTest(
  form: MeasurementsForm,
  rcd: number,
  change: { trips?: boolean | null; timeMs?: string },
): MeasurementsForm {
  const tests = form.rcdTests ?? [];
  const next = { ...rcdTestOf(form, rcd), ...change };
  const exists = tests.some((t) => Number(t.rcd) === rcd);
  return {
    ...form,
    rcdTests: exists ? tests.map((t) => (Number(t.rcd) === rcd ? next : t)) : [...tests, next],
  };
}

/** The form with a bathroom's supplementary bonding answered. */
export function withBathroomBonding(
  form: MeasurementsForm,
  roomId: string,
  done: boolean | null,
): MeasurementsForm {
  const rest = (form.bathroomBonding ?? []).filter((b) => b.roomId !== roomId);
  return { ...form, bathroomBonding: [...rest, { roomId, done }] };
}

/** The form with a self-check point answered by hand (null: not answered). */
export function withSelfCheckAnswer(
  form: MeasurementsForm,
  id: SelfCheckItemId,
  status: SelfCheckStatus | null,
): MeasurementsForm {
  const rest = (form.selfCheck ?? []).filter((a) => a.id !== id);
  const note = form.selfCheck?.find((a) => a.id === id)?.note ?? '';
  return {
    ...form,
    selfCheck: status === null ? rest : [...rest, { id, status, note }],
  };
}
