import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  clientMentions,
  SIGNATURE_CONSENT,
  SIGNATURE_MESSAGES,
  SIGNING_CODE_MINUTES,
  SIGNING_CODE_TRIES,
  SIGNING_CODES_PER_LINK,
  WITHDRAWAL_INFORMATION,
  withdrawalFormLines,
} from '@courant/domain';
import { LockMode } from '@mikro-orm/core';
import {
  ProjectSchema,
  type Quote,
  QuoteSchema,
  type SignatureRequest,
  SignatureRequestSchema,
} from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Deps } from '../../services.ts';
import { loadCompany } from '../companies/companies.service.ts';
import { lockProject } from '../projects/project-access.ts';
import { toQuoteView } from '../quotes/quotes.service.ts';
import { signingCodeEmail } from './signature-emails.ts';
import {
  assertLinkUsable,
  codeHash,
  countSigningTry,
  emailHint,
  quoteLabelOf,
  sha256,
} from './signature-rules.ts';
import { appendTrailEvent } from './signature-trail.ts';
import type { SigningView } from './signatures.schema.ts';
import type { Actor } from './signing-link.service.ts';

const linkInvalid = () => new AppError('SIGNING_LINK_INVALID', SIGNATURE_MESSAGES.linkInvalid);

/** The request a token opens and its devis, or 404 for a token never given. */
export async function openLink(em: Em, token: string): Promise<{ request: SignatureRequest; quote: Quote }> {
  const request = await em.findOne(SignatureRequestSchema, { tokenHash: sha256(token), method: 'online' });
  if (!request) throw linkInvalid();
  const quote = await em.findOne(QuoteSchema, { id: request.quote });
  if (!quote) throw linkInvalid();
  return { request, quote };
}

/**
 * The link's request and devis inside a transaction, locked in the house's order: the project's row
 * first (as every write to a devis takes it), then the request's. Checked usable as they are now.
 */
export async function lockLink(
  tem: Em,
  token: string,
  now: Date,
): Promise<{ request: SignatureRequest; quote: Quote }> {
  const { request: found, quote: read } = await openLink(tem, token);
  const project = await lockProject(tem, read.project).catch(() => {
    throw linkInvalid();
  });
  const request = await tem.findOne(
    SignatureRequestSchema,
    { id: found.id },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  const quote = await tem.findOne(QuoteSchema, { id: read.id, project: project.id }, { refresh: true });
  if (!request || !quote) throw linkInvalid();
  assertLinkUsable(request, quote, now);
  return { request, quote };
}

/** The public page: the devis's facts and totals, the consent, the withdrawal form when it applies. */
export async function viewSigning(deps: Deps, token: string): Promise<SigningView> {
  const { em } = deps;
  const { request, quote } = await openLink(em, token);
  assertLinkUsable(request, quote, new Date());
  const [company, project] = [
    await loadCompany(em, request.company),
    await em.findOneOrFail(ProjectSchema, { id: quote.project }),
  ];
  const totals = toQuoteView(quote);
  const client = quote.client ?? null;
  const withdraws = clientMentions({ kind: client?.kind ?? null, offPremises: quote.offPremises }).withdrawal;
  const town = [company.postalCode, company.city].filter(Boolean).join(' ');
  return {
    company: company.name,
    number: quoteLabelOf(quote),
    version: quote.version,
    projectName: project.name,
    clientName: client?.name ?? null,
    issuedOn: quote.issuedOn ?? null,
    validUntil: quote.validUntil ?? null,
    totalHT: totals.totalAmount,
    tva: totals.tva,
    totalTTC: totals.totalTTC,
    byRate: totals.byRate,
    consent: SIGNATURE_CONSENT,
    emailHint: emailHint(request.email),
    withdrawal: withdraws
      ? {
          information: WITHDRAWAL_INFORMATION,
          formLines: withdrawalFormLines({
            name: company.name,
            address: [company.address, town].filter(Boolean).join(', '),
            email: company.email,
          }),
        }
      : null,
    codePending: Boolean(request.codeHash && request.codeExpiresAt && request.codeExpiresAt > new Date()),
    signerName: request.signerName ?? null,
  };
}

/** The devis PDF the link shows: the bytes stored when it was sent, whose SHA-256 the trail holds. */
export async function signingPdf(deps: Deps, token: string): Promise<{ bytes: Uint8Array; name: string }> {
  const { request, quote } = await openLink(deps.em, token);
  assertLinkUsable(request, quote, new Date());
  const bytes = request.pdfKey ? await deps.storage.get(request.pdfKey) : null;
  if (!bytes) throw linkInvalid();
  return { bytes, name: `Devis-${quoteLabelOf(quote).replace(/[^\w-]+/g, '-')}.pdf` };
}

/**
 * A one-time code for the client who typed their name and ticked the consent: six random digits, only
 * their salted hash kept, valid SIGNING_CODE_MINUTES minutes, with SIGNING_CODE_TRIES tries; a new code
 * replaces the previous one. At most SIGNING_CODES_PER_LINK codes per link.
 */
export async function requestSigningCode(
  deps: Deps,
  mailer: Mailer,
  input: { token: string; name: string },
  actor: Actor,
): Promise<{ emailHint: string; expiresAt: string }> {
  await countSigningTry(deps, actor.ip);
  const now = new Date();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const sent = await deps.em.transactional(async (tem) => {
    const { request, quote } = await lockLink(tem, input.token, now);
    if (request.codesSent >= SIGNING_CODES_PER_LINK) {
      throw new AppError('SIGNING_CODE_LOCKED', SIGNATURE_MESSAGES.tooManyCodes);
    }
    request.codeHash = codeHash(request.id, code);
    request.codeExpiresAt = new Date(now.getTime() + SIGNING_CODE_MINUTES * 60_000);
    request.codeAttempts = 0;
    request.codesSent += 1;
    request.signerName = input.name;
    await appendTrailEvent(tem, request.id, {
      type: 'code_sent',
      at: now,
      ...actor,
      data: { email: request.email, name: input.name },
    });
    await tem.flush();
    const company = await loadCompany(tem, request.company);
    return { request, company: company.name, quoteLabel: quoteLabelOf(quote) };
  });
  const { request } = sent;
  await mailer.send(
    signingCodeEmail({ to: request.email, company: sent.company, quoteLabel: sent.quoteLabel, code }),
  );
  return { emailHint: emailHint(request.email), expiresAt: (request.codeExpiresAt ?? now).toISOString() };
}

/** What a code check concluded: signed below, or a refusal to answer once the count is saved. */
export type CodeCheck = { ok: true } | { ok: false; error: AppError };

/**
 * Checks the code against the request's current one. A wrong code counts a try (saved even though the
 * call then fails: the limit must hold); the fifth one voids the code. Nothing else is written.
 */
export function checkCode(request: SignatureRequest, code: string, now: Date): CodeCheck {
  if (!request.codeHash || !request.codeExpiresAt || request.codeExpiresAt <= now) {
    return { ok: false, error: new AppError('SIGNING_CODE_EXPIRED', SIGNATURE_MESSAGES.codeExpired) };
  }
  const given = Buffer.from(codeHash(request.id, code), 'hex');
  if (timingSafeEqual(given, Buffer.from(request.codeHash, 'hex'))) return { ok: true };
  request.codeAttempts += 1;
  const left = SIGNING_CODE_TRIES - request.codeAttempts;
  if (left > 0) {
    return { ok: false, error: new AppError('SIGNING_CODE_INVALID', SIGNATURE_MESSAGES.codeWrong(left)) };
  }
  request.codeHash = null;
  request.codeExpiresAt = null;
  return { ok: false, error: new AppError('SIGNING_CODE_LOCKED', SIGNATURE_MESSAGES.codeLocked) };
}
