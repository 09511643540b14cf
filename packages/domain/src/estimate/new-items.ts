import {
  breakerForRating,
  DIFFERENTIAL_BREAKERS,
  panelForModules,
  SURGE_PROTECTOR,
} from '../catalogue/board.ts';
import { cableFor } from '../catalogue/cables.ts';
import { toEuros } from '../money.ts';
import type { DimensioningItem, DimensioningItemType, QuoteItem } from './schema.ts';

// New lines added by hand in the estimate (part 2 §4.4, §9)

/**
 * A custom item (no room): 'Nouvel équipement', supplies, price 0, quantity 1, cable 1.5 mm². No
 * plate (only a wiring device gets one, when its type is chosen).
 */
export function newCustomItem(id: string): QuoteItem {
  const cable = cableFor('R2V', 1.5);
  return {
    id,
    intitule: 'Nouvel équipement',
    reference_principal: '',
    prix: 0,
    plaque_blanche: '',
    plaque_noir: '',
    boite_encastrement: '',
    section_cable: '1.5',
    reference_cable: cable.reference,
    prix_au: toEuros(cable.priceCents),
    quantity: 1,
    roomId: null,
    equipmentType: null,
    kind: 'fourniture',
  };
}

/**
 * A line with no plate, box or cable and no equipment type — an option's product, an installation
 * part, an hour of labour — from what it is, its price and its quantity; the rest as given.
 */
export function plainLine({
  id,
  intitule,
  reference_principal = '',
  prix,
  quantity,
  roomId = null,
  kind = 'fourniture',
  ...rest
}: Pick<QuoteItem, 'id' | 'intitule' | 'prix' | 'quantity'> &
  Partial<Pick<QuoteItem, 'reference_principal' | 'roomId' | 'kind' | 'unit' | 'prixASaisir'>>): QuoteItem {
  return {
    id,
    intitule,
    reference_principal,
    prix,
    plaque_blanche: '',
    plaque_noir: '',
    boite_encastrement: '',
    section_cable: '',
    reference_cable: '',
    prix_au: 0,
    quantity,
    roomId,
    equipmentType: null,
    kind,
    ...rest,
  };
}

/**
 * Default new board lines of part 2 §9: breaker 16 A at 8.50; panel 18 modules at 35; cable
 * 1.5 mm² at 0.85 × 10; surge protector 120, rating 10kA; DDR 25 A at 35 (type A, 30 mA).
 */
export const NEW_DIMENSIONING_ITEM_DEFAULTS: Record<DimensioningItemType, Omit<DimensioningItem, 'id'>> = {
  circuit_breaker: {
    type: 'circuit_breaker',
    intitule: 'Nouveau disjoncteur',
    reference_principal: breakerForRating(16).reference,
    prix: 8.5,
    quantity: 1,
    rating: 16,
  },
  electrical_panel: {
    type: 'electrical_panel',
    intitule: 'Nouveau tableau',
    reference_principal: panelForModules(18).reference,
    prix: 35,
    quantity: 1,
    modules: 18,
  },
  cable: {
    type: 'cable',
    intitule: 'Nouveau câble',
    reference_principal: cableFor('R2V', 1.5).reference,
    // 0.85 is the spec's default for a new cable line, not the 0.90 catalogue price (part 2 §9).
    prix: 0.85,
    quantity: 10,
    section: 1.5,
    length_estimate: 10,
  },
  surge_protector: {
    type: 'surge_protector',
    intitule: 'Nouveau parafoudre',
    reference_principal: SURGE_PROTECTOR.reference,
    prix: 120,
    quantity: 1,
    rating: '10kA',
    description: 'Protection contre les surtensions',
  },
  differential_circuit_breaker: {
    type: 'differential_circuit_breaker',
    intitule: 'Nouvel interrupteur différentiel',
    reference_principal: DIFFERENTIAL_BREAKERS[0]?.reference ?? '',
    prix: 35,
    quantity: 1,
    rating: 25,
    description: 'Type A, 30\u00a0mA',
  },
};

export function newDimensioningItem(type: DimensioningItemType, id: string): DimensioningItem {
  return { ...NEW_DIMENSIONING_ITEM_DEFAULTS[type], id };
}
