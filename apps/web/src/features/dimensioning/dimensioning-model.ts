import {
  CABLE_SECTIONS,
  type Cable,
  type CableType,
  type CircuitBreaker,
  cableHasSection,
  cableLengthOf,
  DEFAULT_CABLE,
  DEFAULT_CIRCUIT_BREAKER,
  DEFAULT_ELECTRICAL_PANEL,
  DEFAULT_SURGE_PROTECTOR,
  type Dimensioning,
  type ElectricalPanel,
  quantityOf,
  type SurgeProtector,
} from '@courant/domain';
import { validationErrorMessage } from '../../lib/error-message.ts';

/** The French texts of step 7 (spec part 2 §2.4, §8), copied exactly. */
export const DIMENSIONING_TEXT = {
  compute: 'Calculer le dimensionnement',
  recompute: 'Recalculer le dimensionnement',
  computing: 'Calcul en cours…',
  breakers: 'Disjoncteurs',
  panels: 'Tableaux électriques',
  cables: 'Câbles estimés',
  surgeProtectors: 'Parafoudres',
  notes: 'Notes d’installation',
  confirmTitle: 'Recalculer le dimensionnement',
  confirmBody:
    'Toutes les modifications manuelles (disjoncteurs, tableaux, câbles, parafoudres) seront définitivement perdues. Voulez-vous continuer\u00a0?',
  cancel: 'Annuler',
  defaultError: 'Erreur lors du calcul de dimensionnement',
  staleTitle: 'Le projet a changé depuis le calcul du tableau',
  staleBody:
    'Des pièces, des équipements, des options ou des faits d’installation ont été modifiés après ce calcul\u00a0: recalculez pour que le tableau, les notes et l’estimation en tiennent compte.',
} as const;

/** The four editable lists of step 7. */
export type DimensioningList = 'circuit_breakers' | 'electrical_panels' | 'cables' | 'surge_protectors';

export interface DimensioningRowOf {
  circuit_breakers: CircuitBreaker;
  electrical_panels: ElectricalPanel;
  cables: Cable;
  surge_protectors: SurgeProtector;
}

/** Part 2 §5: rows added by the user start from these values. */
const NEW_ROWS: DimensioningRowOf = {
  circuit_breakers: DEFAULT_CIRCUIT_BREAKER,
  electrical_panels: DEFAULT_ELECTRICAL_PANEL,
  cables: DEFAULT_CABLE,
  surge_protectors: DEFAULT_SURGE_PROTECTOR,
};

export const EMPTY_DIMENSIONING: Dimensioning = {
  circuit_breakers: [],
  electrical_panels: [],
  cables: [],
  surge_protectors: [],
  installation_notes: [],
};

/** Any row in the four editable lists: recalculating would replace them, so the user confirms (part 2 §4.3). */
export function hasManualData(dimensioning: Dimensioning | null): boolean {
  if (!dimensioning) return false;
  return (
    dimensioning.circuit_breakers.length > 0 ||
    dimensioning.electrical_panels.length > 0 ||
    dimensioning.cables.length > 0 ||
    dimensioning.surge_protectors.length > 0
  );
}

/**
 * A cable after its kind changed: Coaxial and RJ45 force the section to N/A (0) (part 2 §5); R2V and
 * Prefile keep the section when the kind offers it, else take 2.5 mm² (the default cable's), else
 * the kind's first section.
 */
export function withCableType(cable: Cable, cableType: CableType): Cable {
  const sections = CABLE_SECTIONS[cableType];
  if (!cableHasSection(cableType)) return { ...cable, cableType, section: 0 };
  const section = sections.includes(cable.section)
    ? cable.section
    : sections.includes(DEFAULT_CABLE.section)
      ? DEFAULT_CABLE.section
      : (sections[0] ?? 0);
  return { ...cable, cableType, section };
}

/** A row as saved: every number clamped the way its input does it. */
function normaliseRow<K extends DimensioningList>(list: K, row: DimensioningRowOf[K]): DimensioningRowOf[K] {
  switch (list) {
    case 'circuit_breakers': {
      const b = row as CircuitBreaker;
      return { ...b, quantity: quantityOf(b.quantity) } as DimensioningRowOf[K];
    }
    case 'electrical_panels': {
      const p = row as ElectricalPanel;
      return { ...p, modules: quantityOf(p.modules) } as DimensioningRowOf[K];
    }
    case 'cables': {
      const c = withCableType(row as Cable, (row as Cable).cableType);
      return { ...c, length_estimate: cableLengthOf(c.length_estimate) } as DimensioningRowOf[K];
    }
    default: {
      const s = row as SurgeProtector;
      return { ...s, quantity: quantityOf(s.quantity) } as DimensioningRowOf[K];
    }
  }
}

export function replaceRow<K extends DimensioningList>(
  dimensioning: Dimensioning,
  list: K,
  index: number,
  row: DimensioningRowOf[K],
): Dimensioning {
  const rows = [...(dimensioning[list] as DimensioningRowOf[K][])];
  if (index < 0 || index >= rows.length) return dimensioning;
  rows[index] = normaliseRow(list, row);
  return { ...dimensioning, [list]: rows };
}

export function addRow(dimensioning: Dimensioning, list: DimensioningList): Dimensioning {
  return { ...dimensioning, [list]: [...dimensioning[list], { ...NEW_ROWS[list] }] };
}

export function deleteRow(dimensioning: Dimensioning, list: DimensioningList, index: number): Dimensioning {
  return { ...dimensioning, [list]: dimensioning[list].filter((_, i) => i !== index) };
}

/** 'N/A' for Coaxial and RJ45 (section 0), else '2,5 mm²'. */
export function sectionLabel(section: number): string {
  return section > 0 ? `${String(section).replace('.', ',')}\u00a0mm²` : 'N/A';
}

/** The message of a failed dimensioning, in the order of part 2 §8 (see validationErrorMessage). */
export function dimensioningErrorMessage(error: unknown): string {
  return validationErrorMessage(error, DIMENSIONING_TEXT.defaultError);
}
