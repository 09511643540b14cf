import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import ts from 'typescript';

/**
 * Issue 20: the built bundle's French strings (every string literal and template of dist/assets, the
 * domain's included) keep ':' ';' '!' '?', thousands and units on their line: a no-break space is due
 * where a plain one is. The bundle is parsed (a scan of tokens loses its way in minified code and skipped
 * strings it could not tell from code); a template is read whole, each `${…}` standing for '1', so that
 * `${n} A` and `${name} :` are checked too. Left aside: code held in strings (WGSL shaders, generated
 * validators: a line break after ';', '{' or '}') and the catalogue's manufacturer designations and
 * sources (the `label` and `source` of an object with a `priceCents`), quoted as the manufacturers list
 * them and read back from saved quotes.
 */

const UNITS = ['Ω', 'm²', 'mm²', 'm³', '€', '%', 'kVA', 'kW', 'kA', 'mA', 'A', 'W', 'V', 'mm', 'cm', 'm'];
const FAULTS: [string, RegExp][] = [
  ['sign', /\S +[:;!?](?=\s|$)/u],
  ['thousands', /\d \d{3}(?!\d)/u],
  ['unit', new RegExp(`\\d +(${UNITS.join('|')})(?![\\p{L}\\d²³])`, 'u')],
];
const CODE = /[;{}]\s*\n/;

/** A catalogue product's designation or source: `{ reference, label, priceCents, source }`. */
function isCatalogueText(node: ts.Node): boolean {
  const property = node.parent;
  if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.parent)) return false;
  const key = property.name.getText();
  return (
    (key === 'label' || key === 'source') &&
    property.parent.properties.some((p) => p.name?.getText() === 'priceCents')
  );
}

/** Every string and template of a script, a template's `${…}` read as '1'. */
function textsOf(source: string): string[] {
  const file = ts.createSourceFile('bundle.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isCatalogueText(node)) out.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      out.push(node.head.text + node.templateSpans.map((span) => `1${span.literal.text}`).join(''));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

function faultsOf(texts: Iterable<string>): string[] {
  const faults = new Set<string>();
  for (const text of texts) {
    if (!/\p{L} \p{L}/u.test(text) || CODE.test(text)) continue;
    for (const [fault, pattern] of FAULTS) {
      const match = pattern.exec(text);
      if (match) faults.add(`${fault}: ${text.slice(Math.max(0, match.index - 25), match.index + 15)}`);
    }
  }
  return [...faults];
}

/**
 * Minified code as the bundle holds it: templates, a division, a catalogue product, nested literals
 * (`@{` stands for the template's dollar and brace).
 */
const SAMPLE = [
  'const a=x=>`@{x} : fournisseur délié.`,b=y/2,c={label:`Disjoncteur 16 A`,priceCents:850},',
  'd=[{t:"Voulez-vous continuer ?"}],e=`Rangée @{i}\u00a0: @{n} modules par rangée de @{r} A`;',
]
  .join('')
  .replaceAll('@{', '$' + '{');

test('the scan reads templates whole and sees through minified code', () => {
  const faults = faultsOf(textsOf(SAMPLE));
  expect(faults).toEqual([
    'sign: 1 : fournisseur',
    'sign: Voulez-vous continuer ?',
    'unit:  1 modules par rangée de 1 A',
  ]);
});

test('the built bundle has no breaking space before : ; ! ? nor in a number with its unit', () => {
  const dir = path.join(import.meta.dirname, '../dist/assets');
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  expect(files.length).toBeGreaterThan(5);
  const texts = files.flatMap((file) => textsOf(readFileSync(path.join(dir, file), 'utf8')));
  expect(texts.filter((t) => /\p{L} \p{L}/u.test(t)).length).toBeGreaterThan(1500);
  expect(faultsOf(texts)).toEqual([]);
});
