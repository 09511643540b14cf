import {
  buildEstimate,
  type Client,
  computeDimensioning,
  type EquipmentItem,
  newCustomItem,
  type Room,
} from '@courant/domain';
import type { EstimatePdfInput } from '../src/estimate-pdf/build.ts';
import { SAMPLE_COMPANY_MENTIONS } from './samples.ts';

/**
 * Devis that exercise every section of the estimate PDF (logo, legal mentions, client, lines per room,
 * labour, several VAT rates, the franchise en base, page breaks, the board drawing at every height of
 * a page, the withdrawal form). The unit tests read some of them; scripts/render-samples.ts renders
 * them all, to compare a layout change's output with the previous one's.
 */

type DevisSample = Omit<EstimatePdfInput, 'fonts'>;

const DATE = new Date('2026-11-22T10:00:00Z');

/** A 2×1 red PNG. */
export const RED_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP4z8AARAAI/gH/xp559wAAAABJRU5ErkJggg==';

const MARTIN = { name: 'Électricité Martin', siret: '12345678900015', email: 'contact@martin.fr' };

const FULL_COMPANY = {
  ...MARTIN,
  ...SAMPLE_COMPANY_MENTIONS,
  phone: '04 78 00 00 00',
  insurerContact: '3 place Bellecour, Lyon',
  validityDays: 30,
  latePaymentMention:
    'Pénalités de retard : trois fois le taux d’intérêt légal ; indemnité forfaitaire pour frais de recouvrement : 40 €.',
  mediatorMention: 'Médiateur de la consommation : CM2C, 14 rue Saint-Jean, 75017 Paris.',
  logo: `data:image/png;base64,${RED_PNG}`,
};

const DURAND: Client = {
  id: 'c1',
  kind: 'particulier',
  name: 'Mme Claire Durand',
  address: '4 rue Garibaldi',
  postalCode: '69006',
  city: 'Lyon',
  siteAddress: '8 chemin du Lac',
  sitePostalCode: '74000',
  siteCity: 'Annecy',
  phone: '06 12 34 56 78',
  email: 'claire.durand@example.fr',
};

const SOCIETE: Client = {
  ...DURAND,
  id: 'c2',
  kind: 'professionnel',
  name: 'SCI Les Tilleuls',
  siteAddress: '',
  sitePostalCode: '',
  siteCity: '',
};

/** The small estimate of the unit tests: two rooms, a board, one custom line. */
function smallEstimate() {
  const estimate = buildEstimate({
    rooms: [{ id: 'r1' }, { id: 'r2' }],
    equipments: [
      { roomId: 'r1', type: 'SimpleSocket', quantity: 6, metadata: null },
      { roomId: 'r1', type: 'SimpleSwitch', quantity: 2, metadata: null },
      { roomId: 'r2', type: 'DoubleSocket', quantity: 1, metadata: { color: '#000000' } },
    ],
    dimensioning: {
      circuit_breakers: [
        { description: 'Prises de courant séjour', rating: 16, quantity: 4 },
        { description: 'Éclairage', rating: 10, quantity: 2 },
        { description: 'Plaque de cuisson', rating: 32, quantity: 1 },
      ],
      electrical_panels: [{ type: 'Tableau principal 2 rangées 13 modules', modules: 26 }],
      cables: [{ type: 'H07V-U/R2V', cableType: 'R2V', section: 2.5, length_estimate: 120 }],
      surge_protectors: [{ type: 'Type 2', rating: '40kA', quantity: 1, description: '' }],
    },
  });
  return {
    ...estimate,
    quoteItems: [
      ...estimate.quoteItems,
      { ...newCustomItem('custom-1'), intitule: 'Prise extérieure', prix: 12.5 },
    ],
  };
}

const small = smallEstimate();

/** The unit tests' devis: a company with a name and a SIRET, no client, no number. */
export const SMALL_DEVIS: DevisSample = {
  company: MARTIN,
  project: {
    name: 'Maison Dupont',
    description: 'Rénovation complète du rez-de-chaussée',
    typeProjet: 'Résidentiel',
    typeTravaux: 'Construction',
    codePostal: '69003',
    numberOfPeople: 4,
    surface: 92.55,
  },
  rooms: [
    { id: 'r1', name: 'Séjour' },
    { id: 'r2', name: 'Chambre 1' },
  ],
  quoteItems: small.quoteItems,
  dimensioningItems: small.dimensioningItems,
  date: DATE,
};

const HOUSE_ROOMS: Room[] = (
  [
    ['Séjour', 'LivingRoomWithIntegratedKitchen', 38.2],
    ['Chambre 1', 'Bedroom', 12.4],
    ['Chambre 2', 'Bedroom', 10.9],
    ['Salle d’eau', 'WetRoom', 6.1],
    ['WC', 'WC', 1.6],
    ['Entrée', 'CirculationArea', 5.3],
    ['Terrasse', 'ExteriorSpace', 14],
  ] as const
).map(([name, roomType, surface], i) => ({ id: `r${i + 1}`, name, roomType, surface }));

/** The house's equipment, room by room: how many of each type. */
const HOUSE_EQUIPMENT_BY_ROOM: Record<string, Partial<Record<EquipmentItem['type'], number>>> = {
  r1: {
    SimpleSocket: 8,
    DoubleSocket: 2,
    OvenSocket: 1,
    LightingPoint: 3,
    DimmerSwitch: 2,
    NetworkSocket: 2,
    Convector: 2,
  },
  r2: { SimpleSocket: 4, LightingPoint: 1, InertiaRadiator: 1 },
  r3: { SimpleSocket: 3, LightingPoint: 1 },
  r4: { WaterproofSocket: 1, LightingPoint: 2, WaterHeater: 1 },
  r5: { LightingPoint: 1, SimpleFlowVMC: 1 },
  r6: { SimpleSwitch: 2, LightingPoint: 1 },
  r7: { WaterproofSocket: 2 },
};

const HOUSE_EQUIPMENT: EquipmentItem[] = Object.entries(HOUSE_EQUIPMENT_BY_ROOM)
  .flatMap(([roomId, counts]) =>
    Object.entries(counts).map(([type, quantity]) => ({ roomId, type, quantity })),
  )
  .map((e, i) => ({
    ...e,
    id: `e${i + 1}`,
    name: '',
    type: e.type as EquipmentItem['type'],
    metadata: null,
  }));

function houseEstimate() {
  const dimensioning = computeDimensioning({
    rooms: HOUSE_ROOMS,
    equipments: HOUSE_EQUIPMENT,
    postalCode: '74000',
    numberOfPeople: 4,
    workType: 'Renovation',
  });
  return buildEstimate({
    rooms: HOUSE_ROOMS,
    equipments: HOUSE_EQUIPMENT,
    dimensioning,
    labour: { hourlyRate: 52.5, travel: 35, suppliesPercent: 3 },
    workType: 'Renovation',
  });
}

const house = houseEstimate();

/**
 * A whole house sent to a private client met at home: logo, every legal mention, labour, a line at
 * 20 % in a devis at 10 %, the work site apart from the billing address, the withdrawal form.
 */
export const HOUSE_DEVIS: DevisSample = {
  company: FULL_COMPANY,
  project: {
    ...SMALL_DEVIS.project,
    name: 'Rénovation complète T4 Durand — 8 chemin du Lac, Annecy',
    description: 'Mise en conformité NF C 15-100 de l’ensemble du logement, tableau neuf.',
    typeTravaux: 'Renovation',
    codePostal: '74000',
    surface: 88.5,
  },
  rooms: HOUSE_ROOMS.map(({ id, name }) => ({ id, name })),
  quoteItems: [
    ...house.quoteItems,
    { ...newCustomItem('custom-1'), intitule: 'Borne de jardin', prix: 189, vatRate: 20 },
  ],
  dimensioningItems: house.dimensioningItems,
  vatRate: 10,
  devis: {
    number: 'DEV-2026-0042',
    version: 2,
    issuedOn: '2026-11-20',
    validUntil: '2026-12-20',
    plannedStart: '2027-03-01',
    plannedDurationDays: 3,
    offPremises: true,
    signaturePlace: 'Annecy',
    client: DURAND,
  },
  date: DATE,
};

/** A company under the franchise en base, for a professional client (late-payment mention). */
export const FRANCHISE_DEVIS: DevisSample = {
  ...SMALL_DEVIS,
  company: { ...FULL_COMPANY, logo: null },
  vatRate: 0,
  devis: { ...(HOUSE_DEVIS.devis as NonNullable<DevisSample['devis']>), client: SOCIETE, version: 1 },
};

/** 120 custom lines: many pages, each numbered, the table's header on each. */
export const LONG_DEVIS: DevisSample = {
  ...SMALL_DEVIS,
  quoteItems: Array.from({ length: 120 }, (_, i) => ({
    ...newCustomItem(`custom-${i}`),
    intitule: `Ligne personnalisée numéro ${i + 1} avec un intitulé assez long pour passer à la ligne`,
    prix: 1,
  })),
};

/** `count` rooms of sockets (and lights when even): the board drawing starts lower as it grows. */
export function devisWithRooms(count: number): DevisSample {
  const rooms = Array.from({ length: count }, (_, i) => ({ id: `r${i + 1}`, name: `Pièce ${i + 1}` }));
  const lines = buildEstimate({
    rooms,
    equipments: rooms.flatMap((r) => [
      { roomId: r.id, type: 'SimpleSocket' as const, quantity: 3, metadata: null },
      ...(count % 2 === 0
        ? [{ roomId: r.id, type: 'LightingPoint' as const, quantity: 1, metadata: null }]
        : []),
    ]),
  });
  return { ...SMALL_DEVIS, rooms, quoteItems: lines.quoteItems };
}

/** Every sample by name, as scripts/render-samples.ts writes them. */
export const DEVIS_SAMPLES: Record<string, DevisSample> = {
  small: SMALL_DEVIS,
  house: HOUSE_DEVIS,
  franchise: FRANCHISE_DEVIS,
  long: LONG_DEVIS,
  ...Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`rooms-${i + 1}`, devisWithRooms(i + 1)])),
};
