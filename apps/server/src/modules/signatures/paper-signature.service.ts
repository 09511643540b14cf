import { randomUUID } from 'node:crypto';
import {
  PLAN_FILE_EXTENSION,
  PLAN_FILE_MIME,
  paperSignatureSchema,
  parisDate,
  SIGNATURE_MESSAGES,
} from '@courant/domain';
import { SignatureRequestSchema } from '../../db/entities/index.ts';
import { AppError } from '../../errors.ts';
import type { Deps } from '../../services.ts';
import { detectPlanFileKind } from '../plans/file-type.ts';
import { lockProject, type Member, touchProject } from '../projects/project-access.ts';
import { moveQuoteTo } from '../quotes/quote-life.service.ts';
import { findOwnedQuote } from '../quotes/quotes.service.ts';
import { assertSignable, sha256 } from './signature-rules.ts';
import { appendTrailEvent } from './signature-trail.ts';
import type { SignatureStatus } from './signatures.schema.ts';
import { type Actor, cancelPendingLinks, reloadQuote, signatureStatus } from './signing-link.service.ts';

/** A scan of a signed devis: 10 MB at most. */
export const SCAN_MAX_BYTES = 10 * 1024 * 1024;
const SCAN_KINDS = ['pdf', 'jpeg', 'png'] as const;

/**
 * The electrician records the client's signature on paper: the day it was signed (not in the future,
 * not before the devis was issued) and the scan, checked by its content like plan uploads (PDF, JPEG
 * or PNG). The scan is stored, pending links replaced, the 'paper_signed' event chained, and the devis
 * accepted through its own life; a failure removes the stored scan.
 */
export async function recordPaperSignature(
  deps: Deps,
  member: Member,
  input: {
    quoteId: string;
    fields: Record<string, string>;
    file: { name: string | undefined; bytes: Uint8Array };
  },
  actor: Actor,
): Promise<SignatureStatus> {
  const { quote, project } = await findOwnedQuote(deps, member, input.quoteId);
  const fields = paperSignatureSchema.parse({
    signedOn: input.fields.signedOn,
    signerName: input.fields.signerName || undefined,
  });
  const now = new Date();
  assertSignable(quote, now);
  if (fields.signedOn > parisDate(now)) throw new AppError('BAD_REQUEST', SIGNATURE_MESSAGES.paperInFuture);
  if (quote.issuedOn && fields.signedOn < quote.issuedOn) {
    throw new AppError('BAD_REQUEST', SIGNATURE_MESSAGES.paperBeforeIssue);
  }
  const name = input.file.name?.trim() || 'scan';
  const { bytes } = input.file;
  if (bytes.byteLength === 0) throw new AppError('BAD_REQUEST', SIGNATURE_MESSAGES.scanMissing);
  if (bytes.byteLength > SCAN_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', SIGNATURE_MESSAGES.scanTooLarge(name));
  const kind = detectPlanFileKind(bytes);
  if (!kind || !(SCAN_KINDS as readonly string[]).includes(kind)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', SIGNATURE_MESSAGES.scanUnsupported(name));
  }
  const id = randomUUID();
  const scanKey = `signatures/${project.company}/${id}/scan.${PLAN_FILE_EXTENSION[kind]}`;
  await deps.storage.put(scanKey, bytes, PLAN_FILE_MIME[kind]);
  try {
    await deps.em.transactional(async (tem) => {
      const locked = await lockProject(tem, project.id);
      const current = await reloadQuote(tem, quote.id);
      assertSignable(current, now);
      await cancelPendingLinks(tem, current.id, now, actor);
      tem.create(SignatureRequestSchema, {
        id,
        quote: current.id,
        company: project.company,
        quoteVersion: current.version,
        method: 'paper',
        status: 'signed',
        tokenHash: null,
        email: current.client?.email ?? '',
        signerName: fields.signerName ?? current.client?.name ?? null,
        signedAt: now,
        scanKey,
        scanMime: PLAN_FILE_MIME[kind],
        createdBy: member.id,
      });
      await appendTrailEvent(tem, id, {
        type: 'paper_signed',
        at: now,
        ...actor,
        data: { signedOn: fields.signedOn, scanSha256: sha256(bytes), by: member.id },
      });
      await moveQuoteTo(tem, current, locked, { target: 'accepted', userId: member.id, now });
      touchProject(locked);
      locked.updatedBy = member.id;
      await tem.flush();
    });
  } catch (error) {
    await deps.storage.delete(scanKey).catch(() => undefined);
    throw error;
  }
  return signatureStatus(deps, member, quote.id);
}
