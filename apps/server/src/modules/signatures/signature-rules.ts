import { createHash } from 'node:crypto';
import { isQuoteExpired, parisDate, quoteNumberLabel, SIGNATURE_MESSAGES } from '@courant/domain';
import { hitRateLimit, rateLimitKey } from '../../auth/rate-limit.ts';
import type { Quote, SignatureRequest } from '../../db/entities/index.ts';
import { AppError } from '../../errors.ts';
import type { Deps } from '../../services.ts';
import { quoteStatusOf } from '../quotes/quote-life.service.ts';

// When a devis can be signed and a link used: one place, read by the link, the code, the signature
// and the paper signature alike.

/** SHA-256 (hex) of a token or of a code salted with its request: what is stored instead of them. */
export const sha256 = (value: string | Uint8Array) => createHash('sha256').update(value).digest('hex');
export const codeHash = (requestId: string, code: string) => sha256(`${requestId}:${code}`);

/** 'DEV-2027-0001 (version 2)'. */
export const quoteLabelOf = (quote: Pick<Quote, 'number' | 'version'>) =>
  quoteNumberLabel(quote.number ?? '', quote.version);

/**
 * A devis its client may sign now: sent (not a draft, not yet decided) and within its validity. The
 * electrician's 'Envoyer pour signature' and paper signature ask the same.
 */
export function assertSignable(quote: Quote, now: Date): void {
  const status = quoteStatusOf(quote.status);
  if (status === 'accepted') throw new AppError('QUOTE_NOT_SIGNABLE', SIGNATURE_MESSAGES.accepted);
  if (status === 'refused') throw new AppError('QUOTE_NOT_SIGNABLE', SIGNATURE_MESSAGES.refused);
  if (status !== 'sent') throw new AppError('QUOTE_NOT_SIGNABLE', SIGNATURE_MESSAGES.notSent);
  const validUntil = quote.validUntil ?? null;
  if (validUntil && isQuoteExpired(validUntil, parisDate(now))) {
    throw new AppError('SIGNING_LINK_EXPIRED', SIGNATURE_MESSAGES.expired(validUntil));
  }
}

/**
 * Whether a link may still be used on its devis: not signed yet, not replaced by a newer link, for the
 * devis's current version (a new version, even a draft, makes it 'remplacé'), and the devis signable.
 */
export function assertLinkUsable(request: SignatureRequest, quote: Quote, now: Date): void {
  if (request.status === 'signed') throw new AppError('SIGNING_LINK_USED', SIGNATURE_MESSAGES.linkUsed);
  if (quote.version !== request.quoteVersion) {
    throw new AppError('QUOTE_SUPERSEDED', SIGNATURE_MESSAGES.superseded);
  }
  if (request.status === 'cancelled') {
    throw new AppError('SIGNING_LINK_REPLACED', SIGNATURE_MESSAGES.linkReplaced);
  }
  assertSignable(quote, now);
}

/**
 * One code request or signing try from this IP, counted across every link (a link caps its own codes
 * and tries; this caps one machine walking many links). Past the limit: 429, before any link is read.
 */
export async function countSigningTry(deps: Deps, ip: string | null): Promise<void> {
  const hit = await hitRateLimit(
    deps.em,
    rateLimitKey('signing', 'ip', ip ?? ''),
    deps.config.rateLimits.signingPerIp,
  );
  if (!hit.allowed) throw new AppError('RATE_LIMITED', SIGNATURE_MESSAGES.tooManyTries);
}

/** 'j•••@exemple.fr': enough for the client to recognise their address, not to read it off a screen. */
export function emailHint(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}
