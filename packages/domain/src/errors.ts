/**
 * Typed errors of the domain: a stable code and its French message, for every enumerated
 * input that can be unknown. An unknown value is refused with its message — never replaced by a
 * default. The zod schemas of the enumerations use these messages; `enumError(code)` gives the pair
 * for a function that reports instead of throwing (like heatPumpSizing's INVALID_PERIOD).
 */
export const DOMAIN_ERRORS = {
  UNKNOWN_ROOM_TYPE: 'Type de pièce inconnu\u00a0: choisissez un type de la liste',
  UNKNOWN_EQUIPMENT_TYPE: 'Type d’équipement inconnu\u00a0: choisissez un type de la liste',
  UNKNOWN_OPTION_ITEM_TYPE: 'Type d’élément d’option inconnu',
  UNKNOWN_EXPOSITION: 'Exposition inconnue\u00a0: choisissez une orientation de la liste',
  UNKNOWN_PROJECT_STATUS: 'Statut de projet inconnu\u00a0: en cours ou terminé',
  UNKNOWN_WORK_TYPE: 'Type de travaux inconnu\u00a0: Construction ou Rénovation',
  UNKNOWN_WORK_SCOPE: 'Étendue des travaux inconnue',
  UNKNOWN_CONTROL_SYSTEM: 'Système de contrôle inconnu\u00a0: Aucun ou Wiser',
  UNKNOWN_WISER_CONTROLLER: 'Contrôleur Wiser inconnu\u00a0: TXA663A ou TXA663AN',
  UNKNOWN_GATE_TYPE: 'Type de portail inconnu\u00a0: coulissant ou battant',
  UNKNOWN_ECS_TYPE: 'Type d’eau chaude sanitaire inconnu\u00a0: choisissez un type de la liste',
  UNKNOWN_CABLE_TYPE: 'Type de câble inconnu\u00a0: R2V, Prefile, Coaxial ou RJ45',
  UNKNOWN_SURGE_PROTECTOR_TYPE: 'Type de parafoudre inconnu\u00a0: Type 1, Type 2, Type 3 ou Type 1+2',
  UNKNOWN_RCD_TYPE: 'Type de différentiel inconnu\u00a0: AC, A ou F',
  UNKNOWN_PHASE: 'Phase inconnue\u00a0: L1, L2 ou L3',
} as const;
export type DomainErrorCode = keyof typeof DOMAIN_ERRORS;

export interface DomainError<C extends DomainErrorCode = DomainErrorCode> {
  code: C;
  message: (typeof DOMAIN_ERRORS)[C];
}

export function enumError<C extends DomainErrorCode>(code: C): DomainError<C> {
  return { code, message: DOMAIN_ERRORS[code] };
}

/** The value when it is one of `values`, else the typed error of `code`. */
export function parseEnum<const T extends string, C extends DomainErrorCode>(
  values: readonly T[],
  value: unknown,
  code: C,
): { ok: true; value: T } | { ok: false; error: DomainError<C> } {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
    ? { ok: true, value: value as T }
    : { ok: false, error: enumError(code) };
}
