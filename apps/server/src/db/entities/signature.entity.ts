import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { CompanySchema } from './company.entity.ts';
import { QuoteSchema } from './project.entity.ts';
import {
  createdAt,
  deletedWith,
  emailAddress,
  nullWhenDeleted,
  sha256Hex,
  timestamps,
} from './properties.ts';
import { UserSchema } from './user.entity.ts';

/** 'online': the client signs from an e-mailed link with a code; 'paper': the electrician records a scan. */
export type SignatureMethod = 'online' | 'paper';
/** 'pending' until signed; 'cancelled' when a newer link of the same devis replaced it. */
export type SignatureRequestStatus = 'pending' | 'signed' | 'cancelled';

/**
 * One way a devis version gets (or got) its client's signature: a signing link e-mailed to the client
 * (only the SHA-256 of its token and of the current one-time code are kept), or a paper signature's
 * scan. Its events (signature_events) are the trail, each chained to the previous one by hash.
 */
export const SignatureRequestSchema = defineEntity({
  name: 'SignatureRequest',
  tableName: 'signature_requests',
  properties: {
    id: p.uuid().primary(),
    quote: () => deletedWith(QuoteSchema).index(),
    company: () => deletedWith(CompanySchema),
    /** The devis version the client is asked to sign: a newer version makes the link answer 'remplacé'. */
    quoteVersion: p.integer(),
    method: p.string().length(10).$type<SignatureMethod>(),
    status: p.string().length(10).$type<SignatureRequestStatus>().default('pending'),
    /** SHA-256 of the link's token (null for a paper signature). */
    tokenHash: sha256Hex().nullable().unique(),
    /** Where the link and the codes go: the client's address as the electrician gave it. */
    email: emailAddress(),
    /** The name the client typed (online) or the electrician recorded (paper). */
    signerName: p.string().length(200).nullable(),
    /** The devis PDF the link shows, stored as it was rendered when the link was sent, and its SHA-256. */
    pdfKey: p.string().length(300).nullable(),
    pdfSha256: sha256Hex().nullable(),
    /** SHA-256 of the current one-time code (with the request's id), its end, and the wrong tries on it. */
    codeHash: sha256Hex().nullable(),
    codeExpiresAt: p.datetime().nullable(),
    codeAttempts: p.integer().default(0),
    /** Codes sent on this link, all together (a cap against e-mail flooding and guessing). */
    codesSent: p.integer().default(0),
    signedAt: p.datetime().nullable(),
    /** The sealed PDF (devis + certificate page), online signatures only. */
    signedPdfKey: p.string().length(300).nullable(),
    /** The paper signature's scan and its type. */
    scanKey: p.string().length(300).nullable(),
    scanMime: p.string().length(50).nullable(),
    createdBy: () => nullWhenDeleted(UserSchema),
    ...timestamps(),
  },
});
export type SignatureRequest = InferEntity<typeof SignatureRequestSchema>;

/**
 * One event of a signature's trail, never changed once written: `hash` is the SHA-256 of the previous
 * event's hash and of this event's canonical JSON (signatures/signature-trail.ts), so that an edited or
 * removed event breaks every hash after it.
 */
export const SignatureEventSchema = defineEntity({
  name: 'SignatureEvent',
  tableName: 'signature_events',
  uniques: [{ properties: ['request', 'seq'] }],
  properties: {
    id: p.uuid().primary(),
    request: () => deletedWith(SignatureRequestSchema).index(),
    seq: p.integer(),
    type: p.string().length(30),
    at: p.datetime(),
    ip: p.string().length(64).nullable(),
    userAgent: p.string().length(500).nullable(),
    data: p.json<Record<string, unknown>>(),
    prevHash: sha256Hex(),
    hash: sha256Hex(),
    createdAt: createdAt(),
  },
});
export type SignatureEvent = InferEntity<typeof SignatureEventSchema>;
