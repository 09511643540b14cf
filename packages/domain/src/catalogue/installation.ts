/*
 * The lines every real quote of a dwelling carries besides the rooms' equipment and the board's
 * breakers: the water heater's off-peak contactor, the earthing (electrode, its clamp,
 * the earth test link and the earthing conductor), the smoke detector the law requires, the
 * communication panel and the GTL, and the ICTA conduits the cables run in. The lighting points'
 * DCL boxes and the weatherproof sockets are priced with their room's equipment (appliances.ts).
 *
 * None of these is priced by the spec (part 2 §3.10). A price read in a public listing is kept and
 * shown 'prix à confirmer' (priceToConfirm); where no price was found the line is 0 € and 'prix à
 * saisir' (priceToEnter) — never a made-up figure. Each entry says where its reference (and price)
 * was read, in `source`; `confirmed: false` marks a designation no listing confirmed.
 * Prices are euros HT in integer cents; a TTC listing price is divided by 1,2.
 */
import type { CatalogueProduct } from './product.ts';

export interface InstallationProduct extends CatalogueProduct {
  /** 'u' pieces, 'm' metres. */
  unit: 'u' | 'm';
  source: string;
  confirmed: boolean;
}

/** Off-peak (jour/nuit) contactor of the water heater, 1 module, commanded by the meter's HC contact. */
export const OFF_PEAK_CONTACTOR: InstallationProduct = {
  reference: '412500',
  label: 'Contacteur jour/nuit Legrand 2P 25\u00a0A silencieux (chauffe-eau en heures creuses)',
  priceCents: 0,
  priceToEnter: true,
  unit: 'u',
  source:
    'schema-electrique.net, «\u00a0Schéma de câblage et branchement du contacteur jour nuit Legrand 412500\u00a0» (2 contacts 25\u00a0A, bobine A1/A2, commande protégée par un disjoncteur 2\u00a0A)',
  confirmed: true,
};

/** Earth electrode: one copper-clad rod of 1 m (several coupled when the measure asks for it). */
export const EARTH_ROD: InstallationProduct = {
  reference: '70505',
  label: 'Piquet de terre 1\u00a0m acier cuivré EUR’OHM',
  priceCents: 708,
  priceToConfirm: true,
  unit: 'u',
  source:
    "e-planetelec.fr/13-mise-a-la-terre\u00a0: «\u00a0Piquet de terre 1ml cuivré 125\u00a0um - EUR'OHM - 70505\u00a0», 8,50\u00a0€ TTC",
  confirmed: true,
};

export const EARTH_ROD_CLAMP: InstallationProduct = {
  reference: '70507',
  label: 'Bride de raccordement pour piquet de terre EUR’OHM',
  priceCents: 279,
  priceToConfirm: true,
  unit: 'u',
  source:
    'e-planetelec.fr/13-mise-a-la-terre\u00a0: «\u00a0Bride pour piquet de terre cuivré - EUR OHM - 70507\u00a0», 3,35\u00a0€ TTC',
  confirmed: true,
};

/** The earth test link (barrette de coupure) the earth measure needs, between electrode and panel. */
export const EARTH_TEST_LINK: InstallationProduct = {
  reference: '',
  label: 'Barrette de coupure (mesure) de terre',
  priceCents: 0,
  priceToEnter: true,
  unit: 'u',
  source:
    'fr.wikipedia.org/wiki/Barrette_de_terre («\u00a0En France, la prise de terre doit être munie d’une barrette de terre\u00a0»); no listing with a reference found',
  confirmed: false,
};

/** Earthing conductor from the electrode to the test link and the panel's earth bar, per metre. */
export const EARTHING_CONDUCTOR: InstallationProduct = {
  reference: 'H07V-R 16\u00a0mm² V/J',
  label: 'Conducteur de terre cuivre 16\u00a0mm² vert/jaune (H07V-R)',
  priceCents: 0,
  priceToEnter: true,
  unit: 'm',
  source:
    'reno-info-maison.com, «\u00a0Prise de terre\u00a0: peut-on l’installer soi-même\u00a0?\u00a0» (électrode raccordée par un conducteur de cuivre à une barrette de sectionnement puis au tableau); 16\u00a0mm² isolé\u00a0: NF C 15-100-1 §542.3 (reference §e uses 16\u00a0mm² for SPD conductors too)',
  confirmed: false,
};

/** Length of earthing conductor a quote counts when nothing says otherwise (product choice). */
export const EARTHING_CONDUCTOR_METRES = 10;

/** Smoke detector: at least one per dwelling (Code de la construction, loi du 9 mars 2010). */
export const SMOKE_DETECTOR: InstallationProduct = {
  reference: 'DAAF NF EN 14604',
  label: 'Détecteur avertisseur autonome de fumée (DAAF) NF EN 14604',
  priceCents: 1250,
  priceToConfirm: true,
  unit: 'u',
  source:
    'val-de-marne.gouv.fr, «\u00a0Détecteurs autonomes et automatiques de fumée (DAAF)\u00a0»\u00a0: «\u00a0la moyenne basse du prix d’un détecteur de fumée se situe entre 12 et 15\u00a0€\u00a0» (15\u00a0€ TTC retenu); obligation\u00a0: economie.gouv.fr/dgccrf, fiche «\u00a0Le détecteur de fumée (DAAF)\u00a0» (au moins un par logement, arrêté du 5 février 2013)',
  confirmed: false,
};

/** The communication panel of the GTL (NF C 15-100-11, arrêté du 3 août 2016). */
export const COMMUNICATION_PANEL: InstallationProduct = {
  reference: 'Tableau de communication grade 2TV',
  label: 'Tableau de communication grade 2TV (DTI/DTIo, répartiteur ≥ 4 RJ45, barrette de terre)',
  priceCents: 0,
  priceToEnter: true,
  unit: 'u',
  source:
    'reference nfc15100.md §a (communication\u00a0: tableau in the GTL, ≥ 4 RJ45, grade 2TV); electromagazine.fr n°66 «\u00a0Tableau de communication\u00a0: minimum normatif\u00a0»; no priced listing found',
  confirmed: false,
};

/** The GTL (gaine technique logement) the panels sit in: new dwellings and complete renovations. */
export const GTL: InstallationProduct = {
  reference: 'GTL 13 modules sol-plafond',
  label: 'Gaine technique logement (GTL) 13\u00a0modules, du sol au plafond, avec couvercle',
  priceCents: 0,
  priceToEnter: true,
  unit: 'u',
  source:
    'reference nfc15100.md §a (GTL 600 × 200\u00a0mm, 450 × 150\u00a0mm up to 35\u00a0m², in the ETEL) and §0 (GTL only mandatory in renovation when the whole distribution is redone); no priced listing found',
  confirmed: false,
};

const ICTA_SOURCE =
  'lacasadelavida.com, «\u00a0Qu’est-ce que la gaine ICTA\u00a0» (16\u00a0mm éclairage, 20\u00a0mm prises, 25\u00a0mm lignes de force, NF C 68-108); no priced listing found';

/** ICTA conduits (NF C 68-108) of the power cables by outer diameter. */
export const ICTA_CONDUITS: Readonly<Record<16 | 20 | 25, InstallationProduct>> = {
  16: {
    reference: 'ICTA 3422 Ø16',
    label: 'Conduit ICTA Ø16\u00a0mm (circuits 1,5\u00a0mm²)',
    priceCents: 0,
    priceToEnter: true,
    unit: 'm',
    source: ICTA_SOURCE,
    confirmed: false,
  },
  20: {
    reference: 'ICTA 3422 Ø20',
    label: 'Conduit ICTA Ø20\u00a0mm (circuits 2,5 et 4\u00a0mm²)',
    priceCents: 0,
    priceToEnter: true,
    unit: 'm',
    source: ICTA_SOURCE,
    confirmed: false,
  },
  25: {
    reference: 'ICTA 3422 Ø25',
    label: 'Conduit ICTA Ø25\u00a0mm (circuits 6 et 10\u00a0mm²)',
    priceCents: 0,
    priceToEnter: true,
    unit: 'm',
    source: ICTA_SOURCE,
    confirmed: false,
  },
};

/** Communication cables run in their own conduit, apart from power (NF C 15-100-11). */
export const COMMUNICATION_CONDUIT: InstallationProduct = {
  reference: 'ICTA 3422 Ø20 vert',
  label: 'Conduit ICTA Ø20\u00a0mm vert (communication, séparé des courants forts)',
  priceCents: 0,
  priceToEnter: true,
  unit: 'm',
  source:
    'infobatir.fr «\u00a0Gaine ICTA\u00a0» and ateliers-crea.com (code couleur\u00a0: vert pour les courants faibles); no priced listing found',
  confirmed: false,
};

/** The installation's products by the key of their line (`install-<key>`, estimate/installation-lines.ts); the company prices them by it (estimate/line-prices.ts). */
export const INSTALLATION_LINES = {
  'off-peak-contactor': OFF_PEAK_CONTACTOR,
  'earth-rod': EARTH_ROD,
  'earth-rod-clamp': EARTH_ROD_CLAMP,
  'earth-test-link': EARTH_TEST_LINK,
  'earthing-conductor': EARTHING_CONDUCTOR,
  'smoke-detector': SMOKE_DETECTOR,
  'communication-panel': COMMUNICATION_PANEL,
  gtl: GTL,
  'icta-16': ICTA_CONDUITS[16],
  'icta-20': ICTA_CONDUITS[20],
  'icta-25': ICTA_CONDUITS[25],
  'icta-communication': COMMUNICATION_CONDUIT,
} as const satisfies Record<string, InstallationProduct>;
export type InstallationLineKey = keyof typeof INSTALLATION_LINES;

/** Every installation product of the catalogue. */
export const INSTALLATION_PRODUCTS: readonly InstallationProduct[] = [
  OFF_PEAK_CONTACTOR,
  EARTH_ROD,
  EARTH_ROD_CLAMP,
  EARTH_TEST_LINK,
  EARTHING_CONDUCTOR,
  SMOKE_DETECTOR,
  COMMUNICATION_PANEL,
  GTL,
  COMMUNICATION_CONDUIT,
  ...Object.values(ICTA_CONDUITS),
];

/** The ICTA diameter a cable of this section runs in (lacasadelavida.com, above; product choice). */
export function ictaDiameterFor(section: number): 16 | 20 | 25 {
  if (section < 2.5) return 16;
  if (section < 6) return 20;
  return 25;
}
