import { SIGNATURE_EVENT_LABELS } from '@courant/domain';
import { z } from 'zod';
import { vatBreakdownSchema } from '../quotes/quotes.schema.ts';

const eventType = z.enum(Object.keys(SIGNATURE_EVENT_LABELS) as [keyof typeof SIGNATURE_EVENT_LABELS]);

/** A devis, by its id (the paths are /quotes/{id}/signature…, like the devis's other routes). */
export const quoteIdInputSchema = z.object({ id: z.string() });

/** One event of the trail as the electrician reads it: what, when (ISO 8601 UTC), from where, its hash. */
export const signatureEventViewSchema = z.object({
  seq: z.number().int(),
  type: eventType,
  label: z.string(),
  at: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  hash: z.string(),
});

/** Where a devis stands with its client's signature (the newest request for it). */
export const signatureStatusSchema = z.object({
  quoteId: z.string(),
  /** 'none': never sent for signature; 'pending': a link waits; 'signed': signed online or on paper. */
  state: z.enum(['none', 'pending', 'signed']),
  method: z.enum(['online', 'paper']).nullable(),
  /** The devis version the request concerns; older than the devis's: the link answers 'remplacé'. */
  quoteVersion: z.number().int().nullable(),
  email: z.string().nullable(),
  signerName: z.string().nullable(),
  sentAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  /** Whether the sealed PDF (online) or the scan (paper) can be downloaded. */
  signedPdf: z.boolean(),
  scan: z.boolean(),
  /** Every event's hash follows from the one before. */
  trailIntact: z.boolean(),
  events: z.array(signatureEventViewSchema),
});
export type SignatureStatus = z.infer<typeof signatureStatusSchema>;

/** The public signing page: the devis as its client sees it before signing. */
export const signingViewSchema = z.object({
  company: z.string(),
  number: z.string(),
  version: z.number().int(),
  projectName: z.string(),
  clientName: z.string().nullable(),
  issuedOn: z.string().nullable(),
  validUntil: z.string().nullable(),
  totalHT: z.number(),
  tva: z.number(),
  totalTTC: z.number(),
  byRate: z.array(vatBreakdownSchema),
  consent: z.string(),
  /** The address the code goes to, partly hidden ('j•••@exemple.fr'). */
  emailHint: z.string(),
  /** A private client signing off premises: the withdrawal information and form (L221-5). */
  withdrawal: z.object({ information: z.string(), formLines: z.array(z.string()) }).nullable(),
  /** A code was sent and still holds. */
  codePending: z.boolean(),
  signerName: z.string().nullable(),
});
export type SigningView = z.infer<typeof signingViewSchema>;

export const signingCodeSentSchema = z.object({
  emailHint: z.string(),
  /** When the code stops holding (ISO 8601 UTC). */
  expiresAt: z.string(),
});

export const signingDoneSchema = z.object({
  number: z.string(),
  signerName: z.string(),
  signedAt: z.string(),
});

/** The signed PDF over tRPC (the REST route answers the bytes themselves). */
export const signedPdfFileSchema = z.object({
  name: z.string(),
  mime: z.literal('application/pdf'),
  base64: z.string(),
});
