import { loadPdfFonts } from '@courant/documents/node-fonts';
import { SIGNATURE_CONSENT, SIGNATURE_MESSAGES } from '@courant/domain';
import { ProjectSchema } from '../../db/entities/index.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Deps } from '../../services.ts';
import { loadCompany } from '../companies/companies.service.ts';
import { touchProject } from '../projects/project-access.ts';
import { moveQuoteTo } from '../quotes/quote-life.service.ts';
import { sealKey } from './seal-key.ts';
import { signedEmail } from './signature-emails.ts';
import { countSigningTry, quoteLabelOf, sha256 } from './signature-rules.ts';
import { appendTrailEvent, loadTrail, toTrailEvent } from './signature-trail.ts';
import { checkCode, lockLink, openLink } from './signing.service.ts';
import { type Actor, signingUrl } from './signing-link.service.ts';

type SignedPdfCode = Pick<typeof import('./signed-pdf.ts'), 'buildSignedPdf'>;
/** pdf-lib and @signpdf load with the first signature, not at start: see signed-pdf-lazy.mjs. */
const SIGNED_PDF_CODE = new URL('./signed-pdf-lazy.mjs', import.meta.url).href;
let signedPdfCode: Promise<SignedPdfCode> | undefined;
const loadSignedPdfCode = () => {
  signedPdfCode ??= import(SIGNED_PDF_CODE) as Promise<SignedPdfCode>;
  return signedPdfCode;
};

/**
 * The client signs: in one transaction (the project's row locked first, then the link's), the link is
 * checked usable, the code checked (a wrong one counts a try, saved, and nothing else), the devis
 * accepted through the devis's own life (moveQuoteTo), the 'signed' event chained to the trail, and
 * the signed PDF — the PDF shown, the certificate page, the seal — stored. A failure leaves nothing:
 * the stored file is removed with the rolled-back transaction.
 */
export async function signQuote(
  deps: Deps,
  mailer: Mailer,
  input: { token: string; name: string; code: string },
  actor: Actor,
): Promise<{ number: string; signerName: string; signedAt: string }> {
  await countSigningTry(deps, actor.ip);
  const now = new Date();
  const [fonts, seal, code] = await Promise.all([
    loadPdfFonts(),
    sealKey(deps.config.signing),
    loadSignedPdfCode(),
  ]);
  const written: string[] = [];
  let refusal: AppError | undefined;
  try {
    const done = await deps.em.transactional(async (tem) => {
      const { request, quote } = await lockLink(tem, input.token, now);
      const check = checkCode(request, input.code, now);
      if (!check.ok) {
        refusal = check.error;
        await tem.flush();
        return null;
      }
      const project = await tem.findOneOrFail(ProjectSchema, { id: quote.project });
      await moveQuoteTo(tem, quote, project, { target: 'accepted', userId: request.createdBy ?? '', now });
      touchProject(project);
      Object.assign(request, { status: 'signed', signedAt: now, signerName: input.name });
      Object.assign(request, { codeHash: null, codeExpiresAt: null });
      await appendTrailEvent(tem, request.id, {
        type: 'signed',
        at: now,
        ...actor,
        data: {
          name: input.name,
          email: request.email,
          consent: SIGNATURE_CONSENT,
          pdfSha256: request.pdfSha256,
          quote: quoteLabelOf(quote),
        },
      });
      await tem.flush();
      const shown = request.pdfKey ? await deps.storage.get(request.pdfKey) : null;
      if (!shown || sha256(shown) !== request.pdfSha256) throw new Error('the devis PDF of the link is gone');
      const company = (await loadCompany(tem, request.company)).name;
      const signed = await code.buildSignedPdf(
        shown,
        {
          company,
          quoteLabel: quoteLabelOf(quote),
          signerName: input.name,
          signerEmail: request.email,
          consent: SIGNATURE_CONSENT,
          pdfSha256: request.pdfSha256 ?? '',
          signedAt: now,
          events: (await loadTrail(tem, request.id)).map(toTrailEvent),
        },
        seal,
        fonts,
      );
      const key = `signatures/${request.company}/${request.id}/devis-signe.pdf`;
      await deps.storage.put(key, signed, 'application/pdf');
      written.push(key);
      request.signedPdfKey = key;
      await tem.flush();
      return { email: request.email, company, quoteLabel: quoteLabelOf(quote) };
    });
    if (!done) throw refusal ?? new AppError('SIGNING_CODE_INVALID', SIGNATURE_MESSAGES.codeExpired);
    await mailer.send(
      signedEmail({
        to: done.email,
        company: done.company,
        quoteLabel: done.quoteLabel,
        link: signingUrl(deps.config.appUrl, input.token),
      }),
    );
    return { number: done.quoteLabel, signerName: input.name, signedAt: now.toISOString() };
  } catch (error) {
    for (const key of written) await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** The signed PDF through the client's link, once signed (what the link still serves after its one use). */
export async function signedPdfByLink(
  deps: Deps,
  token: string,
): Promise<{ bytes: Uint8Array; name: string }> {
  const { request, quote } = await openLink(deps.em, token);
  const key = request.status === 'signed' ? request.signedPdfKey : null;
  const bytes = key ? await deps.storage.get(key) : null;
  if (!bytes) throw new AppError('SIGNING_LINK_INVALID', SIGNATURE_MESSAGES.linkInvalid);
  return { bytes, name: `Devis-${quoteLabelOf(quote).replace(/[^\w-]+/g, '-')}-signe.pdf` };
}
