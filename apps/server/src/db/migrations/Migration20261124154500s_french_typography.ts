import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20: the catalogue's product names keep their numbers and units together ('C 16\u00a0A',
 * '30\u00a0mA', '2,5\u00a0mm²': a no-break space) and French text takes the typographic apostrophe
 * (’). Quotes, dimensionings and equipment saved before hold the old names, copied when their lines
 * were built: this rewrites them where they are stored, so that the screen, the PDF and the CSV read
 * the same as a new estimate, and a line named after its type is still seen as such (not as a name
 * the user typed). The names are listed as they were (frozen here: the catalogue may change again).
 * Sent versions (quote_versions) stay as they were sent.
 */
const RENAMED: readonly [string, string][] = [
  [
    'Gaine technique logement (GTL) 13 modules, du sol au plafond, avec couvercle',
    'Gaine technique logement (GTL) 13\u00a0modules, du sol au plafond, avec couvercle',
  ],
  [
    "Prise renforcée Legrand Green'Up Access 3,7\u00a0kW (recharge mode 2)",
    'Prise renforcée Legrand Green’Up Access 3,7\u00a0kW (recharge mode 2)',
  ],
  [
    'Interrupteur différentiel Acti9 iID 4P 40 A 30 mA type A',
    'Interrupteur différentiel Acti9 iID 4P 40\u00a0A 30\u00a0mA type A',
  ],
  [
    'Interrupteur différentiel Acti9 iID 4P 63 A 30 mA type A',
    'Interrupteur différentiel Acti9 iID 4P 63\u00a0A 30\u00a0mA type A',
  ],
  [
    'Interrupteur différentiel Resi9 XP 2P 25 A 30 mA type A',
    'Interrupteur différentiel Resi9 XP 2P 25\u00a0A 30\u00a0mA type A',
  ],
  [
    'Interrupteur différentiel Resi9 XP 2P 40 A 30 mA type A',
    'Interrupteur différentiel Resi9 XP 2P 40\u00a0A 30\u00a0mA type A',
  ],
  [
    'Interrupteur différentiel Resi9 XP 2P 63 A 30 mA type A',
    'Interrupteur différentiel Resi9 XP 2P 63\u00a0A 30\u00a0mA type A',
  ],
  [
    'Interrupteur différentiel Resi9 XP 2P 25 A 30 mA type F',
    'Interrupteur différentiel Resi9 XP 2P 25\u00a0A 30\u00a0mA type F',
  ],
  [
    'Interrupteur différentiel Resi9 XP 2P 40 A 30 mA type F',
    'Interrupteur différentiel Resi9 XP 2P 40\u00a0A 30\u00a0mA type F',
  ],
  [
    'Interrupteur différentiel Resi9 XP 2P 63 A 30 mA type F',
    'Interrupteur différentiel Resi9 XP 2P 63\u00a0A 30\u00a0mA type F',
  ],
  [
    'Prise 2P+T 16 A Odace blanc (circuit spécialisé 20 A)',
    'Prise 2P+T 16\u00a0A Odace blanc (circuit spécialisé 20\u00a0A)',
  ],
  [
    'Convecteur électrique 1500 W thermostat électronique',
    'Convecteur électrique 1500\u00a0W thermostat électronique',
  ],
  [
    'Sortie de câble 32 A Odace blanc (plaque de cuisson)',
    'Sortie de câble 32\u00a0A Odace blanc (plaque de cuisson)',
  ],
  [
    "Bride de raccordement pour piquet de terre EUR'OHM",
    'Bride de raccordement pour piquet de terre EUR’OHM',
  ],
  ['Borne de recharge 7,4 kW T2 (IRVE, pose murale)', 'Borne de recharge 7,4\u00a0kW T2 (IRVE, pose murale)'],
  ['Radiateur à inertie fluide 1500 W programmable', 'Radiateur à inertie fluide 1500\u00a0W programmable'],
  ['Chauffe-eau électrique 200 L vertical stéatite', 'Chauffe-eau électrique 200\u00a0L vertical stéatite'],
  ['Prise double 2P+T 16 A Odace blanc (2 postes)', 'Prise double 2P+T 16\u00a0A Odace blanc (2 postes)'],
  ['Coffret Resi9 1 rangée 13 modules (studio)', 'Coffret Resi9 1 rangée 13\u00a0modules (studio)'],
  ['Interrupteur va-et-vient 10 AX Odace blanc', 'Interrupteur va-et-vient 10\u00a0AX Odace blanc'],
  [
    "Boîte d'encastrement 2 postes prof.\u00a040\u00a0mm",
    'Boîte d’encastrement 2 postes prof.\u00a040\u00a0mm',
  ],
  [
    "Boîte d'encastrement 2 postes prof.\u00a050\u00a0mm",
    'Boîte d’encastrement 2 postes prof.\u00a050\u00a0mm',
  ],
  ["Piquet de terre 1\u00a0m acier cuivré EUR'OHM", 'Piquet de terre 1\u00a0m acier cuivré EUR’OHM'],
  [
    "Boîte d'encastrement 1 poste prof.\u00a040\u00a0mm",
    'Boîte d’encastrement 1 poste prof.\u00a040\u00a0mm',
  ],
  [
    "Boîte d'encastrement 1 poste prof.\u00a050\u00a0mm",
    'Boîte d’encastrement 1 poste prof.\u00a050\u00a0mm',
  ],
  ["Circuit motorisation portail d'entrée", 'Circuit motorisation portail d’entrée'],
  ['Double va-et-vient 10 AX Odace blanc', 'Double va-et-vient 10\u00a0AX Odace blanc'],
  ['Prise 2P+T 16 A Odace blanc (hotte)', 'Prise 2P+T 16\u00a0A Odace blanc (hotte)'],
  ['Coffret Resi9 2 rangées 13 modules', 'Coffret Resi9 2 rangées 13\u00a0modules'],
  ['Coffret Resi9 2 rangées 18 modules', 'Coffret Resi9 2 rangées 18\u00a0modules'],
  ['Coffret Resi9 3 rangées 13 modules', 'Coffret Resi9 3 rangées 13\u00a0modules'],
  ['Coffret Resi9 4 rangées 13 modules', 'Coffret Resi9 4 rangées 13\u00a0modules'],
  ['Coffret Resi9 3 rangées 18 modules', 'Coffret Resi9 3 rangées 18\u00a0modules'],
  ['Coffret Resi9 4 rangées 18 modules', 'Coffret Resi9 4 rangées 18\u00a0modules'],
  ['Disjoncteur Acti9 iC60N 2P C 40 A', 'Disjoncteur Acti9 iC60N 2P C 40\u00a0A'],
  ['Disjoncteur Acti9 iC60N 2P C 50 A', 'Disjoncteur Acti9 iC60N 2P C 50\u00a0A'],
  ['Disjoncteur Acti9 iC60N 2P C 63 A', 'Disjoncteur Acti9 iC60N 2P C 63\u00a0A'],
  ['Disjoncteur Acti9 iC60N 4P C 16 A', 'Disjoncteur Acti9 iC60N 4P C 16\u00a0A'],
  ['Disjoncteur Acti9 iC60N 4P C 32 A', 'Disjoncteur Acti9 iC60N 4P C 32\u00a0A'],
  ['Chauffe-eau thermodynamique 200 L', 'Chauffe-eau thermodynamique 200\u00a0L'],
  ['Coffret Resi9 1 rangée 18 modules', 'Coffret Resi9 1 rangée 18\u00a0modules'],
  ['Disjoncteur Acti9 iC60N 2P C 1 A', 'Disjoncteur Acti9 iC60N 2P C 1\u00a0A'],
  ['Disjoncteur Acti9 iC60N 2P C 3 A', 'Disjoncteur Acti9 iC60N 2P C 3\u00a0A'],
  ['Disjoncteur Acti9 iC60N 2P C 4 A', 'Disjoncteur Acti9 iC60N 2P C 4\u00a0A'],
  ['Disjoncteur Resi9 XP 1P+N C 10 A', 'Disjoncteur Resi9 XP 1P+N C 10\u00a0A'],
  ['Disjoncteur Resi9 XP 1P+N C 16 A', 'Disjoncteur Resi9 XP 1P+N C 16\u00a0A'],
  ['Disjoncteur Resi9 XP 1P+N C 20 A', 'Disjoncteur Resi9 XP 1P+N C 20\u00a0A'],
  ['Disjoncteur Resi9 XP 1P+N C 25 A', 'Disjoncteur Resi9 XP 1P+N C 25\u00a0A'],
  ['Disjoncteur Resi9 XP 1P+N C 32 A', 'Disjoncteur Resi9 XP 1P+N C 32\u00a0A'],
  ['Disjoncteur Resi9 XP 1P+N C 2 A', 'Disjoncteur Resi9 XP 1P+N C 2\u00a0A'],
  ['Disjoncteur Resi9 XP 1P+N C 6 A', 'Disjoncteur Resi9 XP 1P+N C 6\u00a0A'],
  ['Gaine ICTA préfilée 3G1,5 mm²', 'Gaine ICTA préfilée 3G1,5\u00a0mm²'],
  ['Gaine ICTA préfilée 3G2,5 mm²', 'Gaine ICTA préfilée 3G2,5\u00a0mm²'],
  ['Gaine ICTA préfilée 3G6 mm²', 'Gaine ICTA préfilée 3G6\u00a0mm²'],
  ['Prise 2P+T 16 A Odace blanc', 'Prise 2P+T 16\u00a0A Odace blanc'],
  ['Câble U-1000 R2V 3G1,5 mm²', 'Câble U-1000 R2V 3G1,5\u00a0mm²'],
  ['Câble U-1000 R2V 3G2,5 mm²', 'Câble U-1000 R2V 3G2,5\u00a0mm²'],
  ['Câble U-1000 R2V 3G10 mm²', 'Câble U-1000 R2V 3G10\u00a0mm²'],
  ['Câble U-1000 R2V 3G4 mm²', 'Câble U-1000 R2V 3G4\u00a0mm²'],
  ['Câble U-1000 R2V 3G6 mm²', 'Câble U-1000 R2V 3G6\u00a0mm²'],
  ['H07V-R 16 mm² V/J', 'H07V-R 16\u00a0mm² V/J'],
  ["Point d'éclairage", 'Point d’éclairage'],
  ["Portail d'entrée", 'Portail d’entrée'],
  ["Main d'œuvre — ", 'Main d’œuvre — '],
  ['Type A, 30 mA', 'Type A, 30\u00a0mA'],
];

/**
 * Names the estimate composes around a number ('Disjoncteur 16 A', 'Câble R2V 2,5 mm²'), as whole
 * JSON values. No '?' in them: the driver would read it as a parameter.
 */
const COMPOSED: readonly [string, string][] = [
  ['"Disjoncteur ([0-9]+) A"', '"Disjoncteur \\1\u00a0A"'],
  ['"Tableau ([0-9]+) modules"', '"Tableau \\1\u00a0modules"'],
  ['"Câble ([^"]+) ([0-9]+(,[0-9]+){0,1}) mm²"', '"Câble \\1 \\2\u00a0mm²"'],
];

const LATE_PAYMENT_BEFORE =
  "En cas de retard de paiement, pénalités au taux de trois fois le taux d'intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40\u00a0€ (art. L441-10 du Code de commerce).";
const LATE_PAYMENT_AFTER = LATE_PAYMENT_BEFORE.replace("d'intérêt", 'd’intérêt');

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The SQL of a text column (or a jsonb one read as text) with every pair replaced, longest first. */
function renamed(
  expression: string,
  pairs: readonly [string, string][],
  composed: readonly [string, string][],
) {
  const plain = pairs.reduce(
    (sql, [from, to]) => `replace(${sql}, ${literal(from)}, ${literal(to)})`,
    expression,
  );
  return composed.reduce(
    (sql, [from, to]) => `regexp_replace(${sql}, ${literal(from)}, ${literal(to)}, 'g')`,
    plain,
  );
}

function rewrite(pairs: readonly [string, string][], composed: readonly [string, string][]): string[] {
  const json = (column: string) => `${renamed(`"${column}"::text`, pairs, composed)}::jsonb`;
  return [
    `update "quotes" set "quote_items" = ${json('quote_items')}, "dimensioning_items" = ${json('dimensioning_items')};`,
    `update "projects" set "dimensioning" = ${json('dimensioning')} where "dimensioning" is not null;`,
    `update "equipment_items" set "name" = ${renamed('"name"', pairs, [])};`,
  ];
}

export class Migration20261124154500sFrenchTypography extends Migration {
  override async up(): Promise<void> {
    for (const sql of rewrite(RENAMED, COMPOSED)) this.addSql(sql);
    this.addSql(
      `update "companies" set "late_payment_mention" = ${literal(LATE_PAYMENT_AFTER)} where "late_payment_mention" = ${literal(LATE_PAYMENT_BEFORE)};`,
    );
  }

  override async down(): Promise<void> {
    const back = RENAMED.map(([from, to]) => [to, from] as [string, string]).sort(
      (a, b) => b[0].length - a[0].length,
    );
    for (const sql of rewrite(back, [])) this.addSql(sql);
    this.addSql(
      `update "companies" set "late_payment_mention" = ${literal(LATE_PAYMENT_BEFORE)} where "late_payment_mention" = ${literal(LATE_PAYMENT_AFTER)};`,
    );
  }
}
