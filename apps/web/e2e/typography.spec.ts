import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { faultsOf, textsOf } from './support/bundle-texts.ts';

/**
 * The built bundle's French texts (every string literal, template and JSX children list of
 * dist/assets, the domain's and the catalogue's included) read as good French: a no-break space
 * before ':' ';' '!' '?', between thousands and between a number and its unit; the typographic
 * apostrophe (’) in an elision; '…' for '...'; no escape shown as its six characters (a JSX
 * attribute string does not read '\u00a0'). The rules are the domain's frenchTypographyFaults; what
 * a text is (words, not code or CSS held in a string) is bundle-texts.ts's isText.
 */

/**
 * Minified code as the bundle holds it (`@{` stands for the template's dollar and brace, `\\u00a0`
 * for what a JSX attribute string leaves of an escape): templates, a division, a catalogue product,
 * nested literals, JSX children, English library messages and CSS that must pass.
 */
const SAMPLE = [
  'const a=x=>`@{x} : fournisseur délié.`,b=y/2,c={label:`Disjoncteur 16 A`,priceCents:850},',
  'd=[{t:"Voulez-vous continuer ?"}],e=`Rangée @{i}\u00a0: @{n} modules par rangée de @{r} A`,',
  'f=jsx(Text,{description:"Lieu de signature\\\\u00a0: Lyon"}),g=`@{label} : @{value}`,',
  'h=jsxs(Text,{children:["Réglage pour ",k," kVA"]}),i="Main d\'œuvre",j=t?"Chargement...":"",',
  "k=\"Can't find font, this field's value isn't ready\",l=\"[data-x='a'] > a:hover\",",
  'm=`linear-gradient(@{a}deg, @{b} 0%, @{c} 100%)`,n="1 1 220px",o="Main d’œuvre\u00a0: 1\u00a0h";',
]
  .join('')
  .replaceAll('@{', '$' + '{');

test('the scan reads templates and JSX children whole, sees escapes and apostrophes, leaves code alone', () => {
  expect(faultsOf(textsOf(SAMPLE))).toEqual([
    'espace sécable avant un signe double\u00a0: «1 : fournisseur»',
    'espace sécable entre un nombre et son unité\u00a0: «Disjoncteur 16 A»',
    'espace sécable avant un signe double\u00a0: «Voulez-vous continuer ?»',
    'espace sécable entre un nombre et son unité\u00a0: « 1 modules par rangée de 1 A»',
    'échappement affiché tel quel\u00a0: «Lieu de signature\\u00a0: Lyon»',
    'espace sécable avant un signe double\u00a0: «1 : 1»',
    'espace sécable entre un nombre et son unité\u00a0: «Réglage pour 1 kVA»',
    "apostrophe droite\u00a0: «Main d'œuvre»",
    'points de suspension en trois points\u00a0: «Chargement...»',
  ]);
});

test('the built bundle reads as good French: spaces, units, apostrophes, ellipses, no escape shown', () => {
  const dir = path.join(import.meta.dirname, '../dist/assets');
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  expect(files.length).toBeGreaterThan(5);
  const texts = files.flatMap((file) => textsOf(readFileSync(path.join(dir, file), 'utf8')));
  expect(texts.filter((t) => /\p{L} \p{L}/u.test(t)).length).toBeGreaterThan(1500);
  // The catalogue is in the bundle and checked like the rest (its names were left out).
  expect(texts).toContain('Disjoncteur Resi9 XP 1P+N C 16\u00a0A');
  expect(faultsOf(texts)).toEqual([]);
});
