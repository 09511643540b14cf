import { randomBytes, randomUUID } from 'node:crypto';
import { SIGNATURE_EVENT_LABELS, SIGNATURE_MESSAGES } from '@courant/domain';
import {
  type Quote,
  QuoteSchema,
  type SignatureRequest,
  SignatureRequestSchema,
} from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Deps } from '../../services.ts';
import { loadCompany } from '../companies/companies.service.ts';
import { lockProject, type Member } from '../projects/project-access.ts';
import { renderQuotePdf } from '../quotes/quote-pdf.service.ts';
import { findOwnedQuote } from '../quotes/quotes.service.ts';
import { signingLinkEmail } from './signature-emails.ts';
import { assertSignable, quoteLabelOf, sha256 } from './signature-rules.ts';
import { appendTrailEvent, checkTrail, loadTrail, toTrailEvent } from './signature-trail.ts';
import type { SignatureStatus } from './signatures.schema.ts';

/** Who acts, from where: what each event of the trail records. */
export interface Actor {
  ip: string | null;
  userAgent: string | null;
}

/** Where a signing link leads: the web app's public page. */
export const signingUrl = (appUrl: string, token: string) => `${appUrl}/signer/${token}`;

/** The newest signature request of a devis, or null. */
export async function latestRequest(em: Em, quoteId: string): Promise<SignatureRequest | null> {
  const [latest] = await em.find(
    SignatureRequestSchema,
    { quote: quoteId },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 1 },
  );
  return latest ?? null;
}

/**
 * The quote again inside the transaction, as it is now: a change made since the caller read it (a new
 * version, a decision) answers like a stale link would.
 */
export async function reloadQuote(tem: Em, quoteId: string): Promise<Quote> {
  const quote = await tem.findOne(QuoteSchema, { id: quoteId }, { refresh: true });
  if (!quote) throw notFound('Estimation');
  return quote;
}

/**
 * 'Envoyer pour signature': the devis PDF is rendered as it is now and stored (what the link shows,
 * and what the client signs: its SHA-256 goes in the trail), the devis's earlier pending links are
 * replaced, a new link (only its token's hash kept) is recorded and e-mailed to the client — to the
 * address on the devis, or to the one given.
 */
export async function sendSigningLink(
  deps: Deps,
  mailer: Mailer,
  member: Member,
  input: { id: string; email?: string | undefined },
  actor: Actor,
): Promise<SignatureStatus> {
  const { quote, project } = await findOwnedQuote(deps, member, input.id);
  const now = new Date();
  assertSignable(quote, now);
  const email = input.email ?? (quote.client?.email || null);
  if (!email) throw new AppError('BAD_REQUEST', SIGNATURE_MESSAGES.noEmail);
  const pdf = await renderQuotePdf(deps, member, quote.id);
  const id = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const pdfKey = `signatures/${project.company}/${id}/devis.pdf`;
  await deps.storage.put(pdfKey, pdf.bytes, 'application/pdf');
  let company: string;
  try {
    company = await deps.em.transactional(async (tem) => {
      await lockProject(tem, project.id);
      const current = await reloadQuote(tem, quote.id);
      if (current.version !== quote.version)
        throw new AppError('QUOTE_SUPERSEDED', SIGNATURE_MESSAGES.superseded);
      assertSignable(current, now);
      await cancelPendingLinks(tem, current.id, now, actor);
      tem.create(SignatureRequestSchema, {
        id,
        quote: current.id,
        company: project.company,
        quoteVersion: current.version,
        method: 'online',
        status: 'pending',
        tokenHash: sha256(token),
        email,
        pdfKey,
        pdfSha256: sha256(pdf.bytes),
        createdBy: member.id,
      });
      await appendTrailEvent(tem, id, {
        type: 'link_sent',
        at: now,
        ...actor,
        data: { email, quote: quoteLabelOf(current), pdfSha256: sha256(pdf.bytes), by: member.id },
      });
      await tem.flush();
      return (await loadCompany(tem, project.company)).name;
    });
  } catch (error) {
    await deps.storage.delete(pdfKey).catch(() => undefined);
    throw error;
  }
  await mailer.send(
    signingLinkEmail({
      to: email,
      company,
      quoteLabel: quoteLabelOf(quote),
      validUntil: quote.validUntil ?? null,
      link: signingUrl(deps.config.appUrl, token),
    }),
  );
  return signatureStatus(deps, member, quote.id);
}

/** A newer link replaces the pending ones: they answer 'remplacé', and their codes no longer hold. */
export async function cancelPendingLinks(tem: Em, quoteId: string, now: Date, actor: Actor): Promise<void> {
  const pending = await tem.find(SignatureRequestSchema, { quote: quoteId, status: 'pending' });
  for (const request of pending) {
    request.status = 'cancelled';
    request.codeHash = null;
    request.codeExpiresAt = null;
    await appendTrailEvent(tem, request.id, { type: 'link_cancelled', at: now, ...actor, data: {} });
  }
}

/** Where the devis stands with its signature: the newest request, its state and its whole trail. */
export async function signatureStatus(deps: Deps, member: Member, quoteId: string): Promise<SignatureStatus> {
  const { quote } = await findOwnedQuote(deps, member, quoteId);
  const em = deps.em.fork();
  const request = await latestRequest(em, quote.id);
  if (!request) {
    return {
      quoteId: quote.id,
      state: 'none',
      method: null,
      quoteVersion: null,
      email: null,
      signerName: null,
      sentAt: null,
      signedAt: null,
      signedPdf: false,
      scan: false,
      trailIntact: true,
      events: [],
    };
  }
  const trail = (await loadTrail(em, request.id)).map(toTrailEvent);
  return {
    quoteId: quote.id,
    state: request.status === 'signed' ? 'signed' : request.status === 'pending' ? 'pending' : 'none',
    method: request.method,
    quoteVersion: request.quoteVersion,
    email: request.email,
    signerName: request.signerName ?? null,
    sentAt: request.createdAt.toISOString(),
    signedAt: request.signedAt ? request.signedAt.toISOString() : null,
    signedPdf: Boolean(request.signedPdfKey),
    scan: Boolean(request.scanKey),
    trailIntact: checkTrail(trail).ok,
    events: trail.map((event) => ({
      seq: event.seq,
      type: event.type,
      label: SIGNATURE_EVENT_LABELS[event.type],
      at: event.at.toISOString(),
      ip: event.ip,
      userAgent: event.userAgent,
      data: event.data,
      hash: event.hash,
    })),
  };
}

/** The sealed PDF of the devis's online signature, or its paper scan; 404 when there is none. */
export async function signedFile(
  deps: Deps,
  member: Member,
  quoteId: string,
  which: 'pdf' | 'scan',
): Promise<{ bytes: Uint8Array; mime: string; name: string }> {
  const { quote } = await findOwnedQuote(deps, member, quoteId);
  const request = await latestRequest(deps.em, quote.id);
  const key = which === 'pdf' ? request?.signedPdfKey : request?.scanKey;
  const bytes = key ? await deps.storage.get(key) : null;
  if (!request || !key || !bytes) throw notFound(which === 'pdf' ? 'Devis signé' : 'Scan du devis signé');
  const label = quoteLabelOf(quote).replace(/[^\w-]+/g, '-');
  return which === 'pdf'
    ? { bytes, mime: 'application/pdf', name: `${label}-signe.pdf` }
    : {
        bytes,
        mime: request.scanMime ?? 'application/octet-stream',
        name: `${label}-scan-signe.${request.scanMime?.split('/')[1]?.replace('jpeg', 'jpg') ?? 'bin'}`,
      };
}
