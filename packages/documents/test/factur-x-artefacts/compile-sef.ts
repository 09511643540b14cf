import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Compiles the schematrons' XSLT (EN 16931 CII, FNFE-MPE BR-FR) to SaxonJS's SEF, gzipped into sef/.
// SaxonJS runs only compiled stylesheets and compiling these takes xslt3 close to a minute, so the
// tests read the SEF kept here. Run after replacing an XSLT:
//   npm run factur-x:sef -w @courant/documents

const here = dirname(fileURLToPath(import.meta.url));
const xslt3 = join(dirname(createRequire(import.meta.url).resolve('xslt3/package.json')), 'xslt3.js');
const STYLESHEETS = [
  'en16931-cii-1.3.16/EN16931-CII-validation.xslt',
  'fnfe-br-fr-1.4.0/BR-FR-Flux2-Schematron-CII.xslt',
];

const work = mkdtempSync(join(tmpdir(), 'sef-'));
try {
  for (const xsl of STYLESHEETS) {
    const name =
      xsl
        .split('/')
        .pop()
        ?.replace(/\.xslt$/, '') ?? xsl;
    const out = join(work, `${name}.sef.json`);
    execFileSync(process.execPath, [xslt3, `-xsl:${join(here, xsl)}`, `-export:${out}`, '-nogo'], {
      stdio: 'inherit',
    });
    writeFileSync(join(here, 'sef', `${name}.sef.json.gz`), gzipSync(readFileSync(out), { level: 9 }));
    console.log(`sef/${name}.sef.json.gz`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
