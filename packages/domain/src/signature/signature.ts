import { z } from 'zod';
import { emailSchema } from '../auth.schema.ts';

// The client's signature of a devis (reference/factures.md 'Signature of the devis'): an e-mailed link,
// a one-time code, a sealed PDF with the trail; or a paper signature recorded by the electrician.

/** What the client ticks and what the trail records (devis.md: the client writes it before signing). */
export const SIGNATURE_CONSENT = 'Devis reçu avant l’exécution des travaux — Bon pour accord';

/** Wrong codes accepted on one code; the next try needs a new code. */
export const SIGNING_CODE_TRIES = 5;
/** How long a one-time code holds. */
export const SIGNING_CODE_MINUTES = 15;
/** Codes one link may send in all: past it, the electrician sends a new link. */
export const SIGNING_CODES_PER_LINK = 10;

export const SIGNATURE_MESSAGES = {
  linkInvalid:
    'Ce lien de signature n’est pas valide\u00a0: vérifiez qu’il est complet, ou demandez-en un nouveau',
  linkUsed: 'Ce devis a déjà été signé avec ce lien\u00a0: un lien de signature ne sert qu’une fois',
  linkReplaced: 'Ce lien a été remplacé par un lien plus récent\u00a0: ouvrez le dernier e-mail reçu',
  superseded: 'Ce devis a été remplacé\u00a0: votre artisan vous enverra le lien de la nouvelle version',
  expired: (validUntil: string) =>
    `Ce devis n’est plus valable depuis le ${validUntil.split('-').reverse().join('/')}\u00a0: demandez-en un nouveau à votre artisan`,
  accepted: 'Ce devis a déjà été accepté',
  refused: 'Ce devis a été refusé\u00a0: il ne peut plus être signé',
  notSent: 'Seul un devis envoyé peut être signé\u00a0: terminez-le d’abord («\u00a0Terminer\u00a0»)',
  noEmail: 'Ce client n’a pas d’adresse e-mail\u00a0: indiquez celle où envoyer le lien de signature',
  codeWrong: (left: number) => `Code incorrect\u00a0: il vous reste ${left}\u00a0essai${left > 1 ? 's' : ''}`,
  codeLocked: `Code incorrect ${SIGNING_CODE_TRIES}\u00a0fois\u00a0: demandez un nouveau code`,
  codeExpired: 'Ce code n’est plus valable\u00a0: demandez un nouveau code',
  tooManyTries:
    'Trop de tentatives de signature depuis cette connexion\u00a0: réessayez dans un quart d’heure',
  tooManyCodes: 'Trop de codes demandés avec ce lien\u00a0: demandez un nouveau lien à votre artisan',
  nameRequired: 'Indiquez vos prénom et nom',
  consentRequired: `Cochez «\u00a0${SIGNATURE_CONSENT}\u00a0» pour signer`,
  codeFormat: 'Le code reçu par e-mail est fait de 6\u00a0chiffres',
  paperInFuture: 'La date de signature ne peut pas être dans le futur',
  paperBeforeIssue: 'La date de signature ne peut pas précéder l’émission du devis',
  scanMissing: 'Joignez le scan du devis signé (PDF, JPEG ou PNG)',
  scanTooLarge: (name: string) => `Le scan «\u00a0${name}\u00a0» dépasse 10\u00a0Mo`,
  scanUnsupported: (name: string) =>
    `Le scan «\u00a0${name}\u00a0» n’est ni un PDF, ni une image JPEG ou PNG`,
} as const;

/** The token of a signing link: 32 random bytes in base64url. */
export const signingTokenSchema = z
  .string({ error: SIGNATURE_MESSAGES.linkInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, SIGNATURE_MESSAGES.linkInvalid);

export const signerNameSchema = z
  .string({ error: SIGNATURE_MESSAGES.nameRequired })
  .trim()
  .min(2, SIGNATURE_MESSAGES.nameRequired)
  .max(200, 'Le nom ne doit pas dépasser 200\u00a0caractères')
  // A name is one line of text: no control character (a NUL, a line break) goes into the trail.
  .refine((s) => [...s].every((c) => c.charCodeAt(0) >= 0x20), SIGNATURE_MESSAGES.nameRequired);

export const signingConsentSchema = z.literal(true, { error: SIGNATURE_MESSAGES.consentRequired });

export const signingCodeSchema = z
  .string({ error: SIGNATURE_MESSAGES.codeFormat })
  .trim()
  .regex(/^\d{6}$/, SIGNATURE_MESSAGES.codeFormat);

/** 'Envoyer pour signature': to the client's address on the devis, or to the one given. */
export const signatureSendInputSchema = z.object({
  /** The devis (quote) id. */
  id: z.string(),
  email: emailSchema.optional(),
});

export const signingCodeRequestSchema = z.object({
  token: signingTokenSchema,
  name: signerNameSchema,
  consent: signingConsentSchema,
});

export const signingSignSchema = signingCodeRequestSchema.extend({ code: signingCodeSchema });

/** Whether a devis valid until `validUntil` ('YYYY-MM-DD', its last day) is expired on `today`. */
export function isQuoteExpired(validUntil: string | null, today: string): boolean {
  return validUntil !== null && today > validUntil;
}

/** The events of a signature's trail, as the certificate page and step 8 name them. */
export const SIGNATURE_EVENT_LABELS = {
  link_sent: 'Lien de signature envoyé',
  link_cancelled: 'Lien remplacé par un plus récent',
  code_sent: 'Code à usage unique envoyé',
  signed: 'Devis signé en ligne',
  paper_signed: 'Signature papier enregistrée',
} as const;
export type SignatureEventType = keyof typeof SIGNATURE_EVENT_LABELS;
