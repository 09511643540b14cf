/*
 * Everything else a room or an option can hold: lighting
 * points, the weatherproof socket, heaters, water heaters, the EV charger and ventilation. The wiring
 * devices (with the 20 A and 32 A outlets), plates and boxes are in devices.ts.
 *
 * PRICES are public trade prices HT (euros, stored in integer cents), rounded, as listed by French
 * electrical wholesalers' web shops in 2026 for the named product; an installer's own buying price
 * replaces them in the estimate (every price is editable).
 * REFERENCES: the manufacturer's reference of one common product of the kind. Entries marked
 * `confirmed: false` were not found in the searchable sources of this repository's authors; the
 * label says what to order, check the reference before ordering.
 *
 * A type whose price depends on a site survey (air conditioning, floor heating, ducted heat pump,
 * home automation) has no entry: the estimate shows it at 0 € with 'prix à saisir', never drops it.
 */
import type { EquipmentType } from '../equipment-types.ts';
import type { EvCharger } from '../installation/installation.schema.ts';
import type { CatalogueProduct } from './product.ts';

export interface Appliance extends CatalogueProduct {
  /** False when the reference was not checked against a manufacturer or wholesaler listing. */
  confirmed: boolean;
  /** The box the line gets as a separate part (the DCL box of a lighting point). */
  box?: CatalogueProduct;
}

/** Ceiling DCL box for a lighting point (NF C 15-100 §559: luminaires on a DCL). */
export const DCL_BOX: CatalogueProduct = {
  reference: '089342',
  label: 'Boîte Batibox DCL plafond cloison sèche (couvercle inclus)',
  priceCents: 420,
};

/** Room equipment priced here, by equipment type. */
export const APPLIANCES: Partial<Record<EquipmentType, Appliance>> = {
  LightingPoint: {
    reference: '060710',
    label: 'Douille DCL E27 + fiche (point de centre)',
    priceCents: 390,
    confirmed: false,
    box: DCL_BOX,
  },
  WaterproofSocket: {
    reference: '069851',
    label: 'Prise 2P+T étanche IP55 Plexo gris, complète',
    priceCents: 1190,
    confirmed: false,
  },
  InertiaRadiator: {
    reference: '503115',
    label: 'Radiateur à inertie fluide 1500\u00a0W programmable',
    priceCents: 39_900,
    confirmed: false,
  },
  Convector: {
    reference: '524315',
    label: 'Convecteur électrique 1500\u00a0W thermostat électronique',
    priceCents: 11_900,
    confirmed: false,
  },
  WaterHeater: {
    reference: '022120',
    label: 'Chauffe-eau électrique 200\u00a0L vertical stéatite',
    priceCents: 54_900,
    confirmed: false,
  },
  SimpleFlowVMC: {
    reference: '11033052',
    label: 'Kit VMC simple flux hygroréglable type B',
    priceCents: 24_900,
    confirmed: false,
  },
  DoubleFlowVMC: {
    reference: '11023240',
    label: 'Centrale VMC double flux haut rendement (kit)',
    priceCents: 189_000,
    confirmed: false,
  },
};

/** The wall-box EV charger of the IRVE option (7,4 kW, type 2 socket). */
export const EV_CHARGER: Appliance = {
  reference: 'EVH5A07N2',
  label: 'Borne de recharge 7,4\u00a0kW T2 (IRVE, pose murale)',
  priceCents: 79_000,
  confirmed: false,
};

/**
 * The other EV charging variants, each with its product; prices flagged 'prix à
 * confirmer' (not in the spec) and references not confirmed by a listing:
 * - reinforced socket 3,7 kW: Legrand Green'Up Access. Price: automobile-propre.com, « Timbre vert –
 *   Prise ou voiture électrique » (« contre 300 euros environ, hors pose », with its RCD) → 250 € HT.
 * - wallboxes 11 kW and 22 kW three-phase: Schneider EVlink Home, named by the series of the 7,4 kW
 *   EVH5A07N2. Prices: ot-guerande.fr « Acheter une Wallbox : coûts » (up to 11 kW 499–800 €,
 *   11 to 22 kW 500–900 €): the middle of each range, 650 € and 700 €.
 */
export const REINFORCED_EV_SOCKET: Appliance = {
  reference: "Green'Up Access",
  label: 'Prise renforcée Legrand Green’Up Access 3,7\u00a0kW (recharge mode 2)',
  priceCents: 25_000,
  priceToConfirm: true,
  confirmed: false,
  source: 'automobile-propre.com (Green’Up ≈ 300 € TTC hors pose)',
};

export const EV_CHARGER_11KW: Appliance = {
  reference: 'EVH5A11N4',
  label: 'Borne de recharge 11\u00a0kW triphasée T2 (IRVE, pose murale)',
  priceCents: 65_000,
  priceToConfirm: true,
  confirmed: false,
  source: 'ot-guerande.fr, wallbox jusqu’à 11 kW 499–800 €',
};

export const EV_CHARGER_22KW: Appliance = {
  reference: 'EVH5A22N4',
  label: 'Borne de recharge 22\u00a0kW triphasée T2 (IRVE, pose murale)',
  priceCents: 70_000,
  priceToConfirm: true,
  confirmed: false,
  source: 'ot-guerande.fr, wallbox 11 à 22 kW 500–900 €',
};

/** The product of each EV charging variant of the installation facts. */
export const EV_CHARGER_PRODUCTS = {
  prise_renforcee: REINFORCED_EV_SOCKET,
  wallbox_7kw: EV_CHARGER,
  wallbox_11kw_tri: EV_CHARGER_11KW,
  wallbox_22kw_tri: EV_CHARGER_22KW,
} as const satisfies Record<EvCharger, Appliance>;

/** Water heaters of the ECS option by its type; the instantaneous one depends on the site. */
export const ECS_APPLIANCES: Partial<Record<string, Appliance>> = {
  cumulus_electrique: APPLIANCES.WaterHeater as Appliance,
  thermodynamique: {
    reference: '286040',
    label: 'Chauffe-eau thermodynamique 200\u00a0L',
    priceCents: 189_000,
    confirmed: false,
  },
};

/** The catalogue entry of a room equipment type outside the wiring devices, or null (prix à saisir). */
export function applianceFor(type: EquipmentType): Appliance | null {
  return APPLIANCES[type] ?? null;
}
