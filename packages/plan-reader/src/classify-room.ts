import { circulationRoomType, countsInCarrez, type RoomType } from '@courant/domain';

/**
 * What a room's written name says about it, before its surface is known. 'sized' kinds turn into
 * CirculationArea or Other by the 4 m² rule of the room-type table (spec part 2 §3.2:
 * 'Circulation et locaux ≥ 4 m²' against 'Autres (garage, dégagement < 4 m2, placard…)').
 */
type NameKind =
  | 'exterior'
  | 'living'
  | 'kitchen'
  | 'bedroom'
  | 'bath'
  | 'wc'
  | 'circulation'
  | 'storeroom'
  | 'garage'
  | 'other';

/** Words and abbreviations French plans use, normalised (lower case, no accents, no punctuation). */
const VOCABULARY: Record<NameKind, string[]> = {
  exterior: [
    'terrasse',
    'terrasses',
    'balcon',
    'balcons',
    'patio',
    'jardin',
    'loggia',
    'cour',
    'courette',
    'terrain',
    'perron',
    'pergola',
    'porche',
    'auvent',
    'piscine',
    'exterieur',
  ],
  living: [
    'sejour',
    'sej',
    'salon',
    'living',
    'piece de vie',
    'piece a vivre',
    'pieces de vie',
    'salle a manger',
    'sam',
    'salle de sejour',
    'family room',
  ],
  kitchen: [
    'cuisine',
    'cuis',
    'cuisinette',
    'kitchenette',
    'kitchen',
    'coin cuisine',
    'ckne',
    'cuis ouverte',
  ],
  bedroom: [
    'chambre',
    'chambres',
    'ch',
    'chb',
    'chbre',
    'chamb',
    'bureau',
    'suite parentale',
    'suite',
    'dortoir',
    'bedroom',
  ],
  bath: [
    'sdb',
    'salle de bain',
    'salle de bains',
    'salle d eau',
    'salle deau',
    'sde',
    'sd eau',
    'salle de douche',
    'douche',
    'sdd',
    'bains',
  ],
  wc: ['wc', 'toilette', 'toilettes', 'sanitaire', 'sanitaires'],
  circulation: [
    'dgt',
    'deg',
    'degt',
    'degagement',
    'degagements',
    'couloir',
    'entree',
    'hall',
    'hall d entree',
    'palier',
    'circulation',
    'circ',
    'corridor',
    'sas',
    'vestibule',
    'escalier',
    'esc',
    'entr',
    'pal',
    'dgmt',
  ],
  storeroom: [
    'cellier',
    'cell',
    'buanderie',
    'buand',
    'dress',
    'cave',
    'sous sol',
    'local technique',
    'local',
    'chaufferie',
    'atelier',
    'rangement',
    'rangements',
    'debarras',
    'remise',
    'lingerie',
    'dressing',
    'cagibi',
    'arriere cuisine',
    'lavoir',
  ],
  garage: ['garage', 'gar', 'box', 'carport', 'abri voiture'],
  other: [
    'placard',
    'placards',
    'plac',
    'pl',
    'grenier',
    'combles',
    'mezzanine',
    'veranda',
    'abri',
    'abri de jardin',
  ],
};

/** Short abbreviations as OCR commonly misreads them on scans ('Dgt' read 'Dot', 'WC' read 'We'). */
const OCR_MISREADS: Record<string, string> = {
  dot: 'dgt',
  dat: 'dgt',
  dqt: 'dgt',
  dgl: 'dgt',
  we: 'wc',
  vc: 'wc',
  sdh: 'sdb',
};

/** Words that OCR garbles: compared with a tolerance of one edit (two for long words). */
const FUZZY_WORDS = new Map<string, NameKind>();
const PHRASES: { words: string[]; kind: NameKind }[] = [];
for (const [kind, entries] of Object.entries(VOCABULARY) as [NameKind, string[]][]) {
  for (const entry of entries) {
    const words = entry.split(' ');
    PHRASES.push({ words, kind });
    if (words.length === 1 && entry.length >= 5) FUZZY_WORDS.set(entry, kind);
  }
}
/** Every vocabulary word long enough to correct an OCR misreading of it. */
const SPELLING_WORDS = new Set(
  Object.values(VOCABULARY)
    .flat()
    .flatMap((entry) => entry.split(' '))
    .filter((w) => w.length >= 5),
);
/** How French writes the vocabulary words that carry an accent. */
const ACCENTED: Record<string, string> = {
  sejour: 'séjour',
  entree: 'entrée',
  degagement: 'dégagement',
  debarras: 'débarras',
  exterieur: 'extérieur',
  veranda: 'véranda',
  piece: 'pièce',
  arriere: 'arrière',
};
const ABBREVIATIONS: Record<string, string> = { dgt: 'Dgt', wc: 'WC', sdb: 'SdB', sde: 'SdE' };

// Longest phrases first, so that 'salle de bains' wins over 'bains' and 'arriere cuisine' over 'cuisine'.
PHRASES.sort((a, b) => b.words.length - a.words.length);

/** Lower case, without accents; punctuation becomes spaces; letters and digits are split ('ch1' → 'ch 1'). */
export function normalizeName(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[’'`´]/g, ' ')
      .replace(/([a-z])(\d)/g, '$1 $2')
      .replace(/(\d)([a-z])/g, '$1 $2')
      .replace(/[^a-z0-9+&/]+/g, ' ')
      .replace(/\s*([+&/])\s*/g, ' $1 ')
      .replace(/\s+/g, ' ')
      .trim()
      // Spelled-out initials are one word: 'W.C.' is 'wc', 'S.d.B.' is 'sdb'.
      .replace(/\b[a-z](?: [a-z]\b)+/g, (m) => m.replace(/ /g, ''))
  );
}

/** Levenshtein distance between a and b, stopping at max + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      cur.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}

function fuzzyKind(word: string): NameKind | undefined {
  if (word.length < 5) return undefined;
  const max = word.length >= 8 ? 2 : 1;
  let best: { kind: NameKind; distance: number } | undefined;
  for (const [entry, kind] of FUZZY_WORDS) {
    const distance = editDistance(word, entry, max);
    if (distance <= max && (!best || distance < best.distance)) best = { kind, distance };
  }
  return best?.kind;
}

/** The kinds a name mentions, in the order they are written. */
function kindsIn(normalized: string): NameKind[] {
  const words = normalized
    .split(' ')
    .filter(Boolean)
    .map((w) => OCR_MISREADS[w] ?? w);
  const found: NameKind[] = [];
  let i = 0;
  while (i < words.length) {
    const phrase = PHRASES.find((p) => p.words.every((w, k) => words[i + k] === w));
    if (phrase) {
      found.push(phrase.kind);
      i += phrase.words.length;
      continue;
    }
    const fuzzy = fuzzyKind(words[i] ?? '');
    if (fuzzy) found.push(fuzzy);
    i += 1;
  }
  return found;
}

function withCaseOf(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase()) return word.toUpperCase();
  if (model[0] && model[0] === model[0].toUpperCase()) return (word[0] ?? '').toUpperCase() + word.slice(1);
  return word;
}

/**
 * Puts back the spelling of room words that OCR misread ('Dot' → 'Dgt', 'Buanderle' → 'Buanderie',
 * 'Saile de bains' → 'Salle de bains', 'Entree' → 'Entrée', 'wc' → 'WC'), keeping the case the plan
 * used. Other words are left alone.
 */
export function correctRoomName(name: string): string {
  // 'Sanre de bains', 'Saile d'eau': before 'de bains' or 'd'eau' only 'Salle' is written.
  const salle = name.replace(/^\p{L}{3,6}(?=\s+(?:de\s+bains?|d['’`]\s?eau)\b)/iu, (w) =>
    /^salle$/iu.test(w) ? w : withCaseOf(w, 'salle'),
  );
  // Letters runs only: 'Séjour/Culsine' is corrected word by word around its '/'.
  return salle.replace(/\p{L}+/gu, (token) => {
    const plain = token
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    if (!/^[a-z]+$/.test(plain)) return token;
    // All in lower case, an abbreviation is the reader's case, not the plan's ('wc', 'sde' from a table row).
    const lower = token === plain;
    // 'Chz', 'wci': a bedroom's or a WC's number read as the letter it looks like, glued to it.
    const numbered = /^(ch|wc)([zli])$/.exec(plain);
    if (numbered) {
      const head = numbered[1] ?? '';
      return `${(lower && ABBREVIATIONS[head]) || token.slice(0, 2)} ${numbered[2] === 'z' ? '2' : '1'}`;
    }
    // 'SdB' at 150 dpi reads 'sas', all in lower case; a plan writes an airlock 'Sas' or 'SAS'.
    if (token === 'sas') return 'SdB';
    const misread = OCR_MISREADS[plain];
    if (misread) return ABBREVIATIONS[misread] ?? withCaseOf(token, misread);
    const abbreviation = lower ? ABBREVIATIONS[plain] : undefined;
    if (abbreviation) return abbreviation;
    // An accent the reader dropped ('Entree'); capitals are kept as written: plans often write 'SEJOUR'.
    const accented = ACCENTED[plain];
    if (accented && token !== token.toUpperCase()) return withCaseOf(token, accented);
    if (plain.length < 5 || SPELLING_WORDS.has(plain)) return token;
    const max = plain.length >= 8 ? 2 : 1;
    let best: { word: string; distance: number } | undefined;
    for (const word of SPELLING_WORDS) {
      const distance = editDistance(plain, word, max);
      if (distance <= max && (!best || distance < best.distance)) best = { word, distance };
    }
    return best ? withCaseOf(token, ACCENTED[best.word] ?? best.word) : token;
  });
}

/**
 * The name opens with a word of the room vocabulary ('CH. 1', 'Séj./cuis.', 'Salle de bains 2'):
 * what a room label looks like, unlike a note or a legend that mentions a room further on
 * ('Menuiseries extérieures PVC'). fuzzy: also a misreading of one (OCR).
 */
export function startsWithRoomWord(name: string, fuzzy = false): boolean {
  const words = normalizeName(name)
    .split(' ')
    .filter(Boolean)
    .map((w) => (fuzzy ? (OCR_MISREADS[w] ?? w) : w));
  if (words.length === 0) return false;
  if (PHRASES.some((p) => p.words.every((w, k) => words[k] === w))) return true;
  return fuzzy && fuzzyKind(words[0] ?? '') !== undefined;
}

/** A word of the room vocabulary (or a misreading of one): tells a label's words from OCR debris. */
export function isRoomWord(token: string): boolean {
  return kindsIn(normalizeName(token)).length > 0;
}

export interface RoomClassification {
  roomType: RoomType;
  /** The name is a room name French plans use (not a guess from an unknown word). */
  known: boolean;
  /** Counts in the loi Carrez surface (domain countsInCarrez: not exterior spaces, garages nor cellars). */
  countsInCarrez: boolean;
}

/**
 * Room type of a name written on a plan. The first room word decides ('SdB ch.1' is a bathroom,
 * 'Chambre + SdE' a bedroom), except for the two combined types of the table: a living room with
 * its kitchen ('Séjour/Cuisine') and a bathroom with its WC ('SdB + WC').
 * surface: in m², 0 when the plan gives none.
 */
export function classifyRoom(name: string, surface: number): RoomClassification {
  const normalized = normalizeName(name);
  const kinds = kindsIn(normalized);
  const first = kinds[0];
  const cellar = /\b(caves?|sous sol)\b/.test(normalized);
  const result = (roomType: RoomType, garage = false) => ({
    roomType,
    known: first !== undefined,
    countsInCarrez: countsInCarrez(roomType, garage || cellar),
  });
  if (first === undefined) return result('Other');
  if (first === 'exterior') return result('ExteriorSpace');
  if (kinds.includes('living') && kinds.includes('kitchen') && (first === 'living' || first === 'kitchen')) {
    return result('LivingRoomWithIntegratedKitchen');
  }
  if (kinds.includes('bath') && kinds.includes('wc') && (first === 'bath' || first === 'wc')) {
    return result('BathroomWithWC');
  }
  switch (first) {
    case 'living':
      return result('LivingRoom');
    case 'kitchen':
      return result('Kitchen');
    case 'bedroom':
      return result('Bedroom');
    case 'bath':
      return result('WetRoom');
    case 'wc':
      return result('WC');
    case 'circulation':
    case 'storeroom':
      return result(circulationRoomType(surface));
    case 'garage':
      // Spec part 2 §3.2 lists the garage under 'Autres'; the loi Carrez leaves it out.
      return result('Other', true);
    default:
      return result('Other');
  }
}

/**
 * Surfaces (m²) a room of this name plausibly has in a dwelling, when its name says enough: a
 * 'Cuisine 1185 m²' or a 'WC 11 m²' is a figure whose decimal comma the OCR lost.
 */
const PLAUSIBLE: Partial<Record<NameKind, [min: number, max: number]>> = {
  living: [8, 150],
  kitchen: [3, 60],
  bedroom: [5, 45],
  bath: [1.5, 20],
  wc: [0.7, 4],
  circulation: [0.5, 30],
  storeroom: [0.3, 40],
  garage: [8, 90],
  exterior: [1, 200],
};

export function plausibleSurface(name: string): [min: number, max: number] | undefined {
  const kinds = kindsIn(normalizeName(name));
  const first = kinds[0];
  if (first === undefined) return undefined;
  if (kinds.includes('living') && kinds.includes('kitchen')) return [12, 160];
  if (kinds.includes('bath') && kinds.includes('wc')) return [2, 20];
  // A balcony or a loggia is a strip along the façade, not a terrace.
  if (/^(balcons?|loggia)\b/u.test(normalizeName(name))) return [1, 30];
  return PLAUSIBLE[first];
}
