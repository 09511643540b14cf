import { loadPdfFonts } from '@courant/documents/node-fonts';
import { pdfText } from '@courant/documents/pdf-text';
import { SIGNATURE_CONSENT } from '@courant/domain';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPdfSignature, sha256Hex } from '../../../test/helpers/pdf-signature.ts';
import { makeSelfSignedP12, readP12, type SealKey } from './seal-key.ts';
import { TRAIL_GENESIS, type TrailEvent, trailHash } from './signature-trail.ts';
import { buildSignedPdf } from './signed-pdf.ts';

const SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';
const SIGNING_TIME = '1.2.840.113549.1.9.5';

async function devisPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Devis DEV-2027-0001', { x: 50, y: 780 });
  return doc.save();
}

describe('the signed devis (certificate page + PAdES seal)', () => {
  let seal: SealKey;
  let shown: Uint8Array;
  let signed: Uint8Array;
  const at = new Date('2027-03-01T09:30:15.250Z');
  const event: TrailEvent = {
    seq: 1,
    type: 'signed',
    at,
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (iPhone)',
    data: { name: 'Jeanne Martin', email: 'jeanne@exemple.fr' },
  };

  beforeAll(async () => {
    seal = readP12(makeSelfSignedP12('secret'), 'secret', 'self-signed');
    shown = await devisPdf();
    signed = await buildSignedPdf(
      shown,
      {
        company: 'Élec Lyon',
        quoteLabel: 'DEV-2027-0001',
        signerName: 'Jeanne Martin',
        signerEmail: 'jeanne@exemple.fr',
        consent: SIGNATURE_CONSENT,
        pdfSha256: sha256Hex(shown),
        signedAt: at,
        events: [{ ...event, hash: trailHash(TRAIL_GENESIS, event) }],
      },
      seal,
      await loadPdfFonts(),
    );
  });

  it('verifies with pkijs over the whole file, as a CAdES detached signature with signing-certificate-v2', async () => {
    const check = await checkPdfSignature(signed);
    expect(check).toMatchObject({
      valid: true,
      coversWholeFile: true,
      subFilter: 'ETSI.CAdES.detached',
      signerCommonName: 'Courant — cachet des devis signés',
    });
    expect(check.signedAttributes).toContain(SIGNING_CERTIFICATE_V2);
    // PAdES baseline: the time is the signature dictionary's /M, never a signing-time attribute.
    expect(check.signedAttributes).not.toContain(SIGNING_TIME);
  });

  it('fails once one byte of the signed range changes', async () => {
    const text = Buffer.from(signed).toString('latin1');
    // A byte of the devis's own text, inside the first signed range.
    const at = text.indexOf('/Producer');
    expect(at).toBeGreaterThan(0);
    const altered = new Uint8Array(signed);
    altered[at + 1] = (altered[at + 1] ?? 0) ^ 0x01;
    expect((await checkPdfSignature(altered)).valid).toBe(false);
    // And the last byte of the file (the second range).
    const tail = new Uint8Array(signed);
    tail[tail.length - 2] = (tail[tail.length - 2] ?? 0) ^ 0x01;
    expect((await checkPdfSignature(tail)).valid).toBe(false);
  });

  it('keeps the devis pages and adds the certificate page with the trail', async () => {
    const pages = (await PDFDocument.load(signed)).getPageCount();
    expect(pages).toBe(2);
    const { text } = await pdfText(signed);
    expect(text).toContain('Certificat de signature électronique');
    expect(text).toContain('Jeanne Martin');
    expect(text).toContain(sha256Hex(shown));
    expect(text).toContain('203.0.113.7');
    expect(text).toContain(trailHash(TRAIL_GENESIS, event));
  });

  it('refuses a PKCS#12 opened with a wrong password', () => {
    expect(() => readP12(makeSelfSignedP12('secret'), 'autre', 'configured')).toThrow(/wrong password/);
  });
});
