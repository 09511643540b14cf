import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';
import type { Config } from '../../config.ts';

/** The private key and certificate that seal signed devis, as node-forge reads them from the .p12. */
export interface SealKey {
  key: forge.pki.rsa.PrivateKey;
  certificate: forge.pki.Certificate;
  /** The certificate chain to embed, the sealing certificate first. */
  chain: forge.pki.Certificate[];
  origin: 'configured' | 'self-signed';
}

export class SealKeyError extends Error {}

// A non-ASCII name goes as a UTF8String (forge encodes it; its default, PrintableString, cannot hold it).
const SELF_SIGNED_SUBJECT = [
  {
    name: 'commonName',
    value: 'Courant — cachet des devis signés',
    valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class,
  },
  { name: 'organizationName', value: 'Courant' },
  { name: 'countryName', value: 'FR' },
];

/** Reads a PKCS#12 (DER) with its password: the first private key and the certificate that matches it. */
export function readP12(der: Uint8Array, password: string, origin: SealKey['origin']): SealKey {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(der).toString('binary')));
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    throw new SealKeyError(`not a PKCS#12 file, or a wrong password (${(error as Error).message})`);
  }
  const { pkcs8ShroudedKeyBag, keyBag, certBag } = forge.pki.oids as Record<string, string>;
  const bagsOf = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const key = [...bagsOf(pkcs8ShroudedKeyBag ?? ''), ...bagsOf(keyBag ?? '')][0]?.key as
    | forge.pki.rsa.PrivateKey
    | undefined;
  if (!key) throw new SealKeyError('no private key in the PKCS#12 file');
  const certificates = bagsOf(certBag ?? '')
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined);
  const matches = (cert: forge.pki.Certificate) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.compareTo(key.n) === 0 && publicKey.e?.compareTo(key.e) === 0;
  };
  const certificate = certificates.find(matches);
  if (!certificate) throw new SealKeyError('no certificate of the PKCS#12 file matches its RSA private key');
  return { key, certificate, chain: [certificate, ...certificates.filter((c) => c !== certificate)], origin };
}

/** A new RSA 2048 key and its self-signed certificate (10 years), as a PKCS#12 (DER) under `password`. */
export function makeSelfSignedP12(password: string, now = new Date()): Uint8Array {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  // A positive serial: 16 random bytes with the high bit cleared.
  cert.serialNumber = `0${randomBytes(16).toString('hex').slice(1)}`;
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now);
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + 10);
  cert.setSubject(SELF_SIGNED_SUBJECT);
  cert.setIssuer(SELF_SIGNED_SUBJECT);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: 'aes256' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/**
 * The kept self-signed .p12, made the first time: written aside then linked into place, so that two
 * processes starting together on one data directory end up with the same file, never a half-written one.
 */
async function keptP12(file: string, password: string): Promise<Uint8Array> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(aside, makeSelfSignedP12(password), { mode: 0o600 });
  try {
    await link(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(aside, { force: true });
  }
  return readFile(file);
}

let loaded: { source: string; key: Promise<SealKey> } | undefined;

/**
 * The sealing key: SIGNING_P12 when set, else the self-signed key kept in the data directory (made
 * then). Read once per process; createApp asks for it at start, so that a wrong file or password
 * stops the start with its reason instead of failing the first signature.
 */
export function sealKey(signing: Config['signing']): Promise<SealKey> {
  const source = signing.p12File ?? signing.keptFile;
  if (loaded?.source !== source) {
    const key = (async () => {
      if (signing.p12File) {
        let der: Uint8Array;
        try {
          der = await readFile(signing.p12File);
        } catch (error) {
          throw new SealKeyError(`cannot read ${signing.p12File} (${(error as Error).message})`);
        }
        return readP12(der, signing.password, 'configured');
      }
      return readP12(await keptP12(signing.keptFile, signing.password), signing.password, 'self-signed');
    })();
    // A failed read is not kept: the next call tries again.
    key.catch(() => {
      if (loaded?.key === key) loaded = undefined;
    });
    loaded = { source, key };
  }
  return loaded.key;
}
