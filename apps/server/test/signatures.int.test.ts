import { randomBytes } from 'node:crypto';
import { parisDate, SIGNATURE_CONSENT } from '@courant/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { QuoteSchema, SignatureEventSchema } from '../src/db/entities/index.ts';
import { appWithOutbox } from './helpers/outbox.ts';
import { checkPdfSignature, sha256Hex } from './helpers/pdf-signature.ts';
import { CLIENT_DURAND, createProject, makeImage, rest, trpc } from './helpers/project-fixtures.ts';
import { setCompanyPlan, signInTestUser, type TestUser } from './helpers/test-app.ts';

const line = { id: 'c1', intitule: 'Borne de recharge posée', prix: 1200, quantity: 1, roomId: null };

/** A multipart form as a browser sends it: text fields first, then the file. */
function form(fields: Record<string, string>, filename: string, bytes: Uint8Array) {
  const boundary = `----courant${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('signature of a devis by its client, online and on paper', () => {
  const t = appWithOutbox();
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    alice = await signInTestUser(t.app);
    bob = await signInTestUser(t.app);
    await setCompanyPlan(t.app, alice.companyId, 'expert');
  });

  /** A sent devis of a new project for a private client with an e-mail address. */
  const sentDevis = async (email: string) => {
    const client = (await rest(t.app, alice, 'POST', '/api/v1/clients', { ...CLIENT_DURAND, email })).json();
    const project = await createProject(t.app, alice, { clientId: client.id });
    const sent = await rest(t.app, alice, 'POST', `/api/v1/projects/${project.id}/finish`, {
      quoteItems: [line],
      dimensioningItems: [],
    });
    expect(sent.statusCode).toBe(200);
    return sent.json() as { id: string; number: string; totalTTC: number };
  };

  const sendForSignature = (quoteId: string) =>
    rest(t.app, alice, 'POST', `/api/v1/quotes/${quoteId}/signature`, {});
  /** The token of the newest signing link e-mailed to `email`. */
  const linkTokenFor = async (email: string) => {
    const mail = (await t.outboxFor(email)).filter((m) => m.subject.includes('vous invite à signer')).at(-1);
    const token = /\/signer\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    return token ?? '';
  };
  const codeFor = async (email: string) => {
    const mail = (await t.outboxFor(email)).filter((m) => m.subject.startsWith('Votre code')).at(-1);
    return /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1] ?? '';
  };
  const pub = (method: 'GET' | 'POST', url: string, body?: unknown) => rest(t.app, null, method, url, body);
  const quoteStatus = async (quoteId: string) =>
    (await rest(t.app, alice, 'GET', `/api/v1/quotes/${quoteId}`)).json().status as string;

  it('sends a link, shows the devis and its PDF, limits wrong codes, signs once and seals the PDF', async () => {
    const email = 'claire.durand@exemple.fr';
    const devis = await sentDevis(email);
    const sent = await sendForSignature(devis.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ state: 'pending', method: 'online', email });
    // Another company's devis: 404, nothing sent.
    expect((await rest(t.app, bob, 'POST', `/api/v1/quotes/${devis.id}/signature`, {})).statusCode).toBe(404);
    expect((await rest(t.app, bob, 'GET', `/api/v1/quotes/${devis.id}/signature`)).statusCode).toBe(404);

    const token = await linkTokenFor(email);
    const view = await pub('GET', `/api/v1/signing/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      number: devis.number,
      totalTTC: devis.totalTTC,
      consent: SIGNATURE_CONSENT,
      emailHint: 'c•••@exemple.fr',
      clientName: CLIENT_DURAND.name,
    });
    // A private client signing at home: the 14-day withdrawal information and form.
    expect(view.json().withdrawal.information).toContain('14\u00a0jours');
    const shown = await pub('GET', `/api/v1/signing/${token}/pdf`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('application/pdf');
    const shownSha = sha256Hex(shown.rawPayload);

    // No code asked yet, a consent not ticked, a malformed code: refused, nothing written.
    const signBody = { name: 'Claire Durand', consent: true, code: '000000' };
    const early = await pub('POST', `/api/v1/signing/${token}/sign`, signBody);
    expect(early.json()).toMatchObject({ statusCode: 400, code: 'SIGNING_CODE_EXPIRED' });
    const unticked = await pub('POST', `/api/v1/signing/${token}/code`, {
      name: 'Claire Durand',
      consent: false,
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().message).toContain('Devis reçu avant l’exécution des travaux');
    const malformed = await pub('POST', `/api/v1/signing/${token}/sign`, { ...signBody, code: '12a' });
    expect(malformed.statusCode).toBe(400);

    expect(
      (await pub('POST', `/api/v1/signing/${token}/code`, { name: 'Claire Durand', consent: true }))
        .statusCode,
    ).toBe(200);
    const code = await codeFor(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (const left of [4, 3, 2, 1]) {
      const answer = await pub('POST', `/api/v1/signing/${token}/sign`, { ...signBody, code: wrong });
      expect(answer.json()).toMatchObject({ statusCode: 400, code: 'SIGNING_CODE_INVALID' });
      expect(answer.json().message).toContain(`il vous reste ${left}`);
    }
    const fifth = await pub('POST', `/api/v1/signing/${token}/sign`, { ...signBody, code: wrong });
    expect(fifth.json()).toMatchObject({ statusCode: 429, code: 'SIGNING_CODE_LOCKED' });
    // The right code no longer holds once voided: a new code is needed.
    const voided = await pub('POST', `/api/v1/signing/${token}/sign`, { ...signBody, code });
    expect(voided.json()).toMatchObject({ statusCode: 400, code: 'SIGNING_CODE_EXPIRED' });
    expect(await quoteStatus(devis.id)).toBe('sent');

    await pub('POST', `/api/v1/signing/${token}/code`, { name: 'Claire Durand', consent: true });
    const signed = await trpc(t.app, null, 'mutation', 'signing.sign', {
      token,
      name: 'Claire Durand',
      consent: true,
      code: await codeFor(email),
    });
    expect(signed.error).toBeUndefined();
    expect(await quoteStatus(devis.id)).toBe('accepted');

    // Single use: signing again, or opening the page, answers 409 and changes nothing.
    const replay = await pub('POST', `/api/v1/signing/${token}/sign`, {
      ...signBody,
      code: await codeFor(email),
    });
    expect(replay.json()).toMatchObject({ statusCode: 409, code: 'SIGNING_LINK_USED' });
    expect((await pub('GET', `/api/v1/signing/${token}`)).json().code).toBe('SIGNING_LINK_USED');

    const status = (await rest(t.app, alice, 'GET', `/api/v1/quotes/${devis.id}/signature`)).json();
    expect(status).toMatchObject({
      state: 'signed',
      signerName: 'Claire Durand',
      signedPdf: true,
      trailIntact: true,
    });
    expect(status.events.map((e: { type: string }) => e.type)).toEqual([
      'link_sent',
      'code_sent',
      'code_sent',
      'signed',
    ]);
    const signEvent = status.events.at(-1);
    expect(signEvent.data).toMatchObject({ consent: SIGNATURE_CONSENT, pdfSha256: shownSha, email });
    expect(signEvent.ip).toBeTruthy();

    // The signed PDF (REST and tRPC): its seal verifies, and fails once one byte changes.
    const pdf = await rest(t.app, alice, 'GET', `/api/v1/quotes/${devis.id}/signature/pdf`);
    expect(pdf.statusCode).toBe(200);
    const bytes = new Uint8Array(pdf.rawPayload);
    expect(await checkPdfSignature(bytes)).toMatchObject({ valid: true, coversWholeFile: true });
    const altered = new Uint8Array(bytes);
    altered[200] = (altered[200] ?? 0) ^ 0x20;
    expect((await checkPdfSignature(altered)).valid).toBe(false);
    const overTrpc = await trpc<{ base64: string }>(t.app, alice, 'query', 'signatures.signedPdf', {
      id: devis.id,
    });
    expect(Buffer.from(overTrpc.data.base64, 'base64').equals(pdf.rawPayload)).toBe(true);
    expect((await pub('GET', `/api/v1/signing/${token}/signed-pdf`)).rawPayload.equals(pdf.rawPayload)).toBe(
      true,
    );
    expect((await rest(t.app, bob, 'GET', `/api/v1/quotes/${devis.id}/signature/pdf`)).statusCode).toBe(404);

    // An edited event breaks the chain, and the status says so.
    const em = t.app.services.orm.em.fork();
    const first = await em.findOneOrFail(SignatureEventSchema, { hash: status.events[0].hash });
    first.data = { ...first.data, email: 'autre@exemple.fr' };
    await em.flush();
    const tampered = (await rest(t.app, alice, 'GET', `/api/v1/quotes/${devis.id}/signature`)).json();
    expect(tampered.trailIntact).toBe(false);
  });

  it('answers a replaced link, a newer version and an expired devis with their French errors', async () => {
    const email = 'marc.roux@exemple.fr';
    const devis = await sentDevis(email);
    await sendForSignature(devis.id);
    const firstToken = await linkTokenFor(email);
    await sendForSignature(devis.id);
    const secondToken = await linkTokenFor(email);
    const replaced = await pub('GET', `/api/v1/signing/${firstToken}`);
    expect(replaced.json()).toMatchObject({ statusCode: 409, code: 'SIGNING_LINK_REPLACED' });
    expect((await pub('GET', `/api/v1/signing/${secondToken}`)).statusCode).toBe(200);

    // The devis changes: a new version; the link says the devis was replaced, and nothing is written.
    await rest(t.app, alice, 'PUT', `/api/v1/quotes/${devis.id}`, { quoteItems: [{ ...line, prix: 1300 }] });
    const superseded = await pub('POST', `/api/v1/signing/${secondToken}/code`, {
      name: 'Marc Roux',
      consent: true,
    });
    expect(superseded.json()).toMatchObject({ statusCode: 409, code: 'QUOTE_SUPERSEDED' });
    expect(superseded.json().message).toContain('Ce devis a été remplacé');
    expect((await t.outboxFor(email)).some((m) => m.subject.startsWith('Votre code'))).toBe(false);

    // An expired devis: its link answers that it expired.
    const other = await sentDevis('lea.petit@exemple.fr');
    await sendForSignature(other.id);
    const token = await linkTokenFor('lea.petit@exemple.fr');
    const em = t.app.services.orm.em.fork();
    const quote = await em.findOneOrFail(QuoteSchema, { id: other.id });
    quote.validUntil = '2020-01-31';
    await em.flush();
    const expired = await pub('GET', `/api/v1/signing/${token}`);
    expect(expired.json()).toMatchObject({ statusCode: 409, code: 'SIGNING_LINK_EXPIRED' });
    expect(expired.json().message).toContain('31/01/2020');
    expect((await pub('GET', `/api/v1/signing/${'x'.repeat(43)}`)).json().code).toBe('SIGNING_LINK_INVALID');
    expect((await pub('GET', '/api/v1/signing/court')).statusCode).toBe(400);
  });

  it('caps the code requests and signing tries of one IP across links (429 before any link is read)', async () => {
    const from = { 'x-forwarded-for': '198.51.100.23' };
    const tryOnce = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/signing/${'z'.repeat(43)}/sign`,
        headers: from,
        payload: { name: 'Robot', consent: true, code: '123456' },
      });
    const limit = t.config.rateLimits.signingPerIp.limit;
    for (let i = 0; i < limit; i += 1) expect((await tryOnce()).json().code).toBe('SIGNING_LINK_INVALID');
    expect((await tryOnce()).json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
  });

  it('records a paper signature: the date checked, the scan checked by content, the devis accepted', async () => {
    const devis = await sentDevis('paul.blanc@exemple.fr');
    const paper = (fields: Record<string, string>, name: string, bytes: Uint8Array) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/quotes/${devis.id}/signature/paper`,
        ...(() => {
          const body = form(fields, name, bytes);
          return { payload: body.payload, headers: { ...body.headers, ...alice.headers } };
        })(),
      });
    const png = await makeImage('png');
    const future = await paper({ signedOn: '2099-01-01' }, 'scan.png', png);
    expect(future.json()).toMatchObject({
      statusCode: 400,
      message: 'La date de signature ne peut pas être dans le futur',
    });
    const text = await paper(
      { signedOn: parisDate(new Date()) },
      'scan.png',
      new TextEncoder().encode('pas une image'),
    );
    expect(text.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await quoteStatus(devis.id)).toBe('sent');

    const done = await paper({ signedOn: parisDate(new Date()) }, 'scan.png', png);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ state: 'signed', method: 'paper', scan: true, trailIntact: true });
    expect(await quoteStatus(devis.id)).toBe('accepted');
    const scan = await rest(t.app, alice, 'GET', `/api/v1/quotes/${devis.id}/signature/scan`);
    expect(scan.headers['content-type']).toBe('image/png');
    expect(scan.rawPayload.equals(Buffer.from(png))).toBe(true);
    // Accepted: no link can be sent any more.
    expect((await sendForSignature(devis.id)).json()).toMatchObject({
      statusCode: 409,
      code: 'QUOTE_NOT_SIGNABLE',
    });
  });
});
