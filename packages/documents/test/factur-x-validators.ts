/// <reference path="./saxon-js.d.ts" />
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import SaxonJS from 'saxon-js';
import { validateXML } from 'xmllint-wasm';

// The official validation artefacts, run offline (factur-x-artefacts/README.md says where each comes
// from and under which licence): the Factur-X 1.09 EN 16931 XSD with libxml2 (xmllint-wasm), the
// EN 16931 CII schematron and the French BR-FR rules (FNFE-MPE) with SaxonJS, from their compiled
// SEF (factur-x-artefacts/compile-sef.ts: compiling them takes SaxonJS's xslt3 close to a minute).
// Exported as @courant/documents/factur-x-validators for the server's tests of the invoice routes.

export const ARTEFACTS = join(dirname(fileURLToPath(import.meta.url)), 'factur-x-artefacts');
const XSD_DIR = join(ARTEFACTS, 'factur-x-1.09-en16931-xsd');
const MAIN_XSD = 'Factur-X_EN16931.xsd';

export interface Finding {
  id: string;
  flag: string;
  location: string;
  text: string;
}

/** The schema's errors for the XML, as xmllint reports them ([] when valid). */
export async function xsdErrors(xml: string): Promise<string[]> {
  const imported = readdirSync(XSD_DIR).filter((name) => name.endsWith('.xsd') && name !== MAIN_XSD);
  const result = await validateXML({
    xml: [{ fileName: 'factur-x.xml', contents: xml }],
    schema: [{ fileName: MAIN_XSD, contents: readFileSync(join(XSD_DIR, MAIN_XSD), 'utf8') }],
    preload: imported.map((name) => ({
      fileName: name,
      contents: readFileSync(join(XSD_DIR, name), 'utf8'),
    })),
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

/** The schematrons this package checks the CII against, by their compiled SEF's name. */
export const SCHEMATRONS = {
  en16931: 'EN16931-CII-validation',
  brfr: 'BR-FR-Flux2-Schematron-CII',
} as const;

const compiled = new Map<string, unknown>();

function stylesheet(name: string): unknown {
  let sef = compiled.get(name);
  if (!sef) {
    const gz = readFileSync(join(ARTEFACTS, 'sef', `${name}.sef.json.gz`));
    sef = JSON.parse(gunzipSync(gz).toString('utf8'));
    compiled.set(name, sef);
  }
  return sef;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Every failed assert of a schematron's SVRL report, with its flag (fatal, warning…). */
export function schematronFindings(xml: string, name: string): Finding[] {
  const svrl = SaxonJS.transform(
    { stylesheetInternal: stylesheet(name), sourceText: xml, destination: 'serialized' },
    'sync',
  ).principalResult;
  const findings: Finding[] = [];
  for (const match of svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)) {
    const attrs = match[1] ?? '';
    const attr = (key: string) => decode(new RegExp(`${key}="([^"]*)"`).exec(attrs)?.[1] ?? '');
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(match[2] ?? '')?.[1] ?? '';
    findings.push({
      id: attr('id'),
      flag: attr('flag'),
      location: attr('location'),
      text: decode(text).replace(/\s+/g, ' ').trim(),
    });
  }
  return findings;
}

/** The findings that reject an invoice: fatal ones (the EN 16931 and BR-FR errors). */
export function schematronErrors(xml: string, name: string): Finding[] {
  return schematronFindings(xml, name).filter((f) => f.flag === 'fatal' || f.flag === 'error');
}

/** Every error the three validators find (XSD, EN 16931, BR-FR), as 'id: text' lines; [] when valid. */
export async function facturXErrors(xml: string): Promise<string[]> {
  const lines = (findings: Finding[]) => findings.map((f) => `${f.id}: ${f.text}`);
  return [
    ...(await xsdErrors(xml)),
    ...lines(schematronErrors(xml, SCHEMATRONS.en16931)),
    ...lines(schematronErrors(xml, SCHEMATRONS.brfr)),
  ];
}
