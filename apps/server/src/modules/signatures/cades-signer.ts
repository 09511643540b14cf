import { createHash } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';
import type { SealKey } from './seal-key.ts';

const { asn1 } = forge;
/** id-aa-signingCertificateV2 (RFC 5035), the attribute PAdES baseline signatures must carry. */
const SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';

const der = (node: forge.asn1.Asn1) => asn1.toDer(node).getBytes();
const sequence = (items: forge.asn1.Asn1[]) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);

/**
 * The certificate's issuer Name as its own DER says it. forge rebuilds a Name from its parsed fields
 * and encodes a UTF8String's value twice (it keeps the bytes it read, then encodes them again), so a
 * non-ASCII issuer ('Électricité …') would not match: the bytes come from the certificate instead.
 */
function issuerName(certificate: forge.pki.Certificate): forge.asn1.Asn1 {
  const tbs = (certificate as unknown as { tbsCertificate?: forge.asn1.Asn1 }).tbsCertificate;
  // TBSCertificate: [0] version, serial, signature algorithm, issuer, validity, subject, …
  const sequences = ((tbs?.value ?? []) as forge.asn1.Asn1[]).filter(
    (node) => node.tagClass === asn1.Class.UNIVERSAL && node.type === asn1.Type.SEQUENCE,
  );
  const issuer = sequences[1];
  return issuer ? asn1.fromDer(der(issuer)) : forge.pki.distinguishedNameToAsn1(certificate.issuer);
}

/**
 * ESS signing-certificate-v2: the SHA-256 of the sealing certificate and its issuer and serial number,
 * so that the certificate cannot be swapped for another one with the same key (RFC 5035 §3).
 */
function signingCertificateV2(certificate: forge.pki.Certificate): forge.asn1.Asn1 {
  const certDer = der(forge.pki.certificateToAsn1(certificate));
  const certHash = createHash('sha256').update(Buffer.from(certDer, 'binary')).digest('binary');
  const issuerSerial = sequence([
    // GeneralNames: one directoryName [4] holding the issuer's Name.
    sequence([asn1.create(asn1.Class.CONTEXT_SPECIFIC, 4, true, [issuerName(certificate)])]),
    asn1.create(
      asn1.Class.UNIVERSAL,
      asn1.Type.INTEGER,
      false,
      forge.util.hexToBytes(certificate.serialNumber),
    ),
  ]);
  // ESSCertIDv2 with the default hash algorithm (SHA-256) left out, as DER wants.
  const essCertId = sequence([
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, certHash),
    issuerSerial,
  ]);
  return sequence([
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(SIGNING_CERTIFICATE_V2).getBytes()),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, [sequence([sequence([essCertId])])]),
  ]);
}

interface ForgeSigner {
  key: forge.pki.rsa.PrivateKey;
  authenticatedAttributesAsn1: forge.asn1.Asn1;
  signature: string;
}

/**
 * A CAdES detached signature for @signpdf/signpdf (PAdES baseline B-B, ETSI EN 319 142-1): SHA-256 with
 * RSA, signed attributes content-type, message-digest and signing-certificate-v2, and no signing-time
 * attribute (the time is the signature dictionary's /M). node-forge builds the CMS; it knows only the
 * first two attributes, so the third is appended to what it built and the attributes signed again.
 */
export class CadesSigner extends Signer {
  constructor(private readonly seal: SealKey) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString('binary'));
    for (const cert of this.seal.chain) p7.addCertificate(cert);
    p7.addSigner({
      key: this.seal.key,
      certificate: this.seal.certificate,
      digestAlgorithm: forge.pki.oids.sha256 as string,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType as string, value: forge.pki.oids.data as string },
        { type: forge.pki.oids.messageDigest as string },
      ],
    });
    p7.sign({ detached: true });
    const signer = (p7 as unknown as { signers: ForgeSigner[] }).signers[0];
    if (!signer) throw new Error('node-forge made no signer');
    const attributes = signer.authenticatedAttributesAsn1.value as forge.asn1.Asn1[];
    attributes.push(signingCertificateV2(this.seal.certificate));
    // The signature covers the attributes as a DER SET OF (RFC 5652 §5.4), sorted by their encoding;
    // the SignerInfo carries the same nodes, so what is signed is what is sent.
    const sorted = attributes
      .map(der)
      .sort()
      .map((bytes) => asn1.fromDer(bytes));
    signer.authenticatedAttributesAsn1.value = sorted;
    const md = forge.md.sha256.create();
    md.update(der(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, sorted)));
    const signature = signer.key.sign(md, 'RSASSA-PKCS1-V1_5');
    // forge wrote the SignerInfo at sign(): its attributes node is the one changed above; its
    // signature (the OCTET STRING holding forge's first signature) is replaced here.
    const signerInfo = (p7 as unknown as { signerInfos: forge.asn1.Asn1[] }).signerInfos[0];
    const signerFields = (signerInfo?.value ?? []) as forge.asn1.Asn1[];
    const signatureNode = signerFields.find(
      (node) => node.type === asn1.Type.OCTETSTRING && node.value === signer.signature,
    );
    if (!signatureNode) throw new Error('node-forge SignerInfo without its signature');
    // SignerInfo: version, issuerAndSerialNumber (issuer, serial), …: the issuer as the certificate says it.
    const issuerAndSerial = signerFields[1];
    if (issuerAndSerial && Array.isArray(issuerAndSerial.value)) {
      issuerAndSerial.value[0] = issuerName(this.seal.certificate);
    }
    signatureNode.value = signature;
    signer.signature = signature;
    return Buffer.from(der(p7.toAsn1()), 'binary');
  }
}
