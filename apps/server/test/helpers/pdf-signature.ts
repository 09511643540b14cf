import { createHash, webcrypto } from 'node:crypto';
import { extractSignature } from '@signpdf/utils';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

type EngineCrypto = ConstructorParameters<typeof pkijs.CryptoEngine>[0]['crypto'];
pkijs.setEngine(
  'node',
  new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as EngineCrypto }),
);

export interface PdfSignatureCheck {
  /** The CMS signature verifies over the bytes its /ByteRange names (pkijs SignedData.verify). */
  valid: boolean;
  /** The /ByteRange covers the whole file but the signature's own hex string. */
  coversWholeFile: boolean;
  subFilter: string | null;
  /** OIDs of the signed attributes, in order. */
  signedAttributes: string[];
  signerCommonName: string | null;
}

/**
 * Checks a signed PDF's (first) signature with pkijs, a CMS library independent of the node-forge code
 * that made it: the message digest of the ByteRange's bytes and the RSA signature over the signed
 * attributes, with the certificate the CMS carries (no chain to a trusted root: the seal may be
 * self-signed).
 */
export async function checkPdfSignature(pdf: Uint8Array): Promise<PdfSignatureCheck> {
  const buffer = Buffer.from(pdf);
  const { ByteRange, signature, signedData } = extractSignature(buffer);
  const [start = 0, firstLength = 0, second = 0, secondLength = 0] = ByteRange;
  const der = Buffer.from(signature, 'binary');
  const contentInfo = new pkijs.ContentInfo({ schema: asn1js.fromBER(new Uint8Array(der)).result });
  const cms = new pkijs.SignedData({ schema: contentInfo.content });
  let valid = false;
  try {
    valid = await cms.verify({ signer: 0, data: new Uint8Array(signedData).buffer, checkChain: false });
  } catch {
    valid = false;
  }
  const subFilter = /\/SubFilter\s*\/([A-Za-z0-9.]+)/.exec(buffer.toString('latin1'))?.[1] ?? null;
  const cert = cms.certificates?.[0];
  const cn =
    cert instanceof pkijs.Certificate
      ? (cert.subject.typesAndValues.find((t) => t.type === '2.5.4.3')?.value.valueBlock.value ?? null)
      : null;
  return {
    valid,
    coversWholeFile: start === 0 && second + secondLength === buffer.length && second > firstLength,
    subFilter,
    signedAttributes: cms.signerInfos[0]?.signedAttrs?.attributes.map((a) => a.type) ?? [],
    signerCommonName: typeof cn === 'string' ? cn : null,
  };
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
