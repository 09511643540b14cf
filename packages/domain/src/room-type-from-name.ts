import type { RoomType } from './room-types.ts';

/**
 * The room type a hand-typed name says (a 'Séjour' typed on site is a LivingRoom, not
 * 'Autres'); the user confirms it. Words and abbreviations as French plans and electricians write
 * them. Surface-dependent kinds follow the 4 m² rule of part 2 §3.2 ('Circulation et locaux ≥ 4 m²'
 * against 'Autres (… dégagement < 4 m2 …)'); without a surface they are left to the user (null).
 */

/** Lower case, no accents, punctuation as spaces: 'Ch. 2' → 'ch 2', 'Séjour/Cuisine' → 'sejour cuisine'. */
function normalise(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

type Kind = 'exterior' | 'living' | 'kitchen' | 'bedroom' | 'bath' | 'wc' | 'circulation' | 'small';

/** Whole words or word groups (after normalise), checked in this order. */
const WORDS: [Kind, string[]][] = [
  ['exterior', ['terrasse', 'balcon', 'patio', 'jardin', 'loggia', 'cour', 'exterieur', 'pergola', 'porche']],
  ['wc', ['wc', 'w c', 'toilettes', 'toilette', 'cabinet']],
  ['bath', ['sdb', 'sde', 'salle de bain', 'salle de bains', 'salle d eau', 'douche', 'bains']],
  [
    'living',
    ['sejour', 'sej', 'salon', 'living', 'piece de vie', 'piece a vivre', 'salle a manger', 'sam', 'pdv'],
  ],
  ['kitchen', ['cuisine', 'cuis', 'kitchenette', 'cuisinette', 'coin cuisine']],
  ['bedroom', ['chambre', 'ch', 'chb', 'chbre', 'bureau', 'suite parentale', 'suite', 'dortoir']],
  [
    'circulation',
    [
      'entree',
      'hall',
      'couloir',
      'degagement',
      'deg',
      'dgt',
      'palier',
      'circulation',
      'escalier',
      'mezzanine',
    ],
  ],
  [
    'small',
    [
      'placard',
      'plac',
      'pl',
      'dressing',
      'cellier',
      'buanderie',
      'garage',
      'cave',
      'rangement',
      'local',
      'grenier',
    ],
  ],
];

function has(text: string, word: string): boolean {
  return ` ${text} `.includes(` ${word} `);
}

function kindsOf(text: string): Set<Kind> {
  const kinds = new Set<Kind>();
  for (const [kind, words] of WORDS) if (words.some((word) => has(text, word))) kinds.add(kind);
  return kinds;
}

/**
 * 'Séjour' → LivingRoom, 'Séjour/Cuisine' → LivingRoomWithIntegratedKitchen, 'Ch. 2' → Bedroom,
 * 'SdB' → WetRoom, 'SdB + WC' → BathroomWithWC, 'WC' → WC, 'Entrée' (6 m²) → CirculationArea,
 * 'Placard' → Other, 'Terrasse' → ExteriorSpace; null when the name says nothing known.
 */
export function roomTypeFromName(name: string, surface?: number | null): RoomType | null {
  const text = normalise(name);
  if (!text) return null;
  const kinds = kindsOf(text);
  if (kinds.has('exterior')) return 'ExteriorSpace';
  if (kinds.has('bath')) return kinds.has('wc') ? 'BathroomWithWC' : 'WetRoom';
  if (kinds.has('wc')) return 'WC';
  if (kinds.has('living')) return kinds.has('kitchen') ? 'LivingRoomWithIntegratedKitchen' : 'LivingRoom';
  if (kinds.has('kitchen')) return 'Kitchen';
  if (kinds.has('bedroom')) return 'Bedroom';
  if (kinds.has('circulation')) {
    if (typeof surface !== 'number' || !Number.isFinite(surface)) return 'CirculationArea';
    return surface >= 4 ? 'CirculationArea' : 'Other';
  }
  if (kinds.has('small')) return 'Other';
  return null;
}
