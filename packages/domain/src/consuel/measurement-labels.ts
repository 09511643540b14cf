import { formatDate } from '../format.ts';
import type { SiteMeasurements } from './measurements.schema.ts';

/** The site facts as the measurements form and the dossier name them, with their units. */
export const MEASUREMENT_FIELDS = {
  measuredOn: { label: 'Date des mesures', unit: null },
  earthingSystem: { label: 'Schéma de liaison à la terre', unit: null },
  earthResistanceOhm: { label: 'Résistance de la prise de terre', unit: 'Ω' },
  earthConductorMm2: { label: 'Section du conducteur de terre', unit: 'mm²' },
  earthConductorBare: { label: 'Conducteur de terre nu en fond de fouille', unit: null },
  mainBondingMm2: { label: 'Section de la liaison équipotentielle principale', unit: 'mm²' },
  insulationMOhm: { label: 'Résistance d’isolement (500\u00a0V continu, la plus basse)', unit: 'MΩ' },
  continuity: { label: 'Continuité des conducteurs de protection', unit: null },
  polarity: { label: 'Polarité vérifiée', unit: null },
  smokeAlarm: { label: 'Détecteur de fumée (DAAF) installé', unit: null },
  gtlWidthMm: { label: 'Largeur de la GTL', unit: 'mm' },
  gtlDepthMm: { label: 'Profondeur de la GTL', unit: 'mm' },
} satisfies Partial<Record<keyof SiteMeasurements, { label: string; unit: string | null }>>;
export type MeasurementField = keyof typeof MEASUREMENT_FIELDS;

export const NOT_MEASURED = 'non renseigné';

/** A site fact as the dossier prints it: '35 Ω', '0,2 MΩ', 'oui', '07/12/2026'; 'non renseigné' when empty. */
export function measurementText(field: MeasurementField, measurements: SiteMeasurements): string {
  const value = measurements[field];
  if (value === null) return NOT_MEASURED;
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (field === 'measuredOn' && typeof value === 'string') return formatDate(value);
  const unit = MEASUREMENT_FIELDS[field].unit;
  const text = typeof value === 'number' ? String(value).replace('.', ',') : String(value);
  return unit ? `${text}\u00a0${unit}` : text;
}
