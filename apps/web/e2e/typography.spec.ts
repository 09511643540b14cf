import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import ts from 'typescript';

/**
 * Issue 20: the built bundle's French strings (every string and template literal of dist/assets,
 * the domain's included) keep ':' ';' '!' '?', thousands and units on their line: a no-break space
 * is due where a plain one is. Code strings (WGSL, generated validators) are left aside.
 * KNOWN lists what is still to fix in the board's drawing and PDF, which the board team is reworking;
 * any other fault, or a new one, fails.
 */

const UNITS = ['Ω', 'm²', 'mm²', 'm³', '€', '%', 'kVA', 'kW', 'kA', 'mA', 'A', 'W', 'V', 'mm', 'cm', 'm'];
const FAULTS: [string, RegExp][] = [
  ['sign', /\S +[:;!?](?=\s|$)/u],
  ['thousands', /\d \d{3}(?!\d)/u],
  ['unit', new RegExp(`\\d +(${UNITS.join('|')})(?![\\p{L}\\d²³])`, 'u')],
];
const KNOWN = [
  'unit:  A 30 mA type ',
  'unit: terrupteur différentiel 30 mA – rangée ',
  'unit:  30 mA',
  'unit: 30 mA',
];
const LITERALS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
]);

function literalsOf(source: string): string[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, source);
  const out: string[] = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.CloseBraceToken) token = scanner.reScanTemplateToken(false);
    if (token === ts.SyntaxKind.SlashToken || token === ts.SyntaxKind.SlashEqualsToken)
      token = scanner.reScanSlashToken();
    if (LITERALS.has(token)) out.push(scanner.getTokenValue());
  }
  return out;
}

test('the built bundle has no breaking space before : ; ! ? nor in a number with its unit', () => {
  const dir = path.join(import.meta.dirname, '../dist/assets');
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  expect(files.length).toBeGreaterThan(5);
  const faults = new Set<string>();
  let french = 0;
  for (const file of files) {
    for (const text of literalsOf(readFileSync(path.join(dir, file), 'utf8'))) {
      if (!/\p{L} \p{L}/u.test(text) || /[{}=<>[\]]/.test(text)) continue;
      french += 1;
      for (const [fault, pattern] of FAULTS) {
        const match = pattern.exec(text);
        if (match) faults.add(`${fault}: ${text.slice(Math.max(0, match.index - 25), match.index + 15)}`);
      }
    }
  }
  expect(french).toBeGreaterThan(150);
  expect([...faults].filter((f) => !KNOWN.includes(f))).toEqual([]);
});
