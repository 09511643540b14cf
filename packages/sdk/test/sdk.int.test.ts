import { createTestApp, type TestApp } from '@courant/server/testing';
import { signInAtProvider, startTestProvider } from '@courant/server/testing/oidc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExample } from '../examples/create-project.ts';
import { allPages, CourantError, createCourantClient } from '../src/index.ts';

describe('@courant/sdk against a server booted in-process', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers, logs in with the kept token, and is refused once logged out', async () => {
    const email = `sdk-${Date.now()}@example.fr`;
    const anonymous = createCourantClient({ baseUrl });
    await anonymous.auth.register.mutate({
      company: 'SDK SARL',
      siret: '12345678901237',
      firstName: 'Sam',
      lastName: 'Dupont',
      email,
      password: 'secret-123',
    });

    const client = createCourantClient({ baseUrl });
    const login = await client.login(email, 'secret-123');
    expect(client.getToken()).toBe(login.session.token);
    const me = await client.auth.user.query();
    expect(me.email).toBe(email);
    expect(me.user_metadata.company).toBe('SDK SARL');

    await client.logout();
    expect(client.getToken()).toBeUndefined();
    const stale = createCourantClient({ baseUrl, token: login.session.token });
    await expect(stale.auth.user.query()).rejects.toBeInstanceOf(CourantError);
  });

  it('reports a wrong password as a typed error with the French message', async () => {
    const client = createCourantClient({ baseUrl });
    const error = await client.login('nobody@example.fr', 'wrong-password').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CourantError);
    expect((error as InstanceType<typeof CourantError>).message).toBe('Email ou mot de passe incorrect');
  });

  it('drives a whole project: rooms, equipment, compliance, dimensioning, estimate (the example script)', async () => {
    const lines: string[] = [];
    const result = await runExample(baseUrl, (line) => lines.push(line));
    expect(lines.some((l) => l.startsWith('Projet créé'))).toBe(true);
    expect(['compliant', 'non_compliant']).toContain(result.status);
    expect(result.totalAmount).toBeGreaterThan(0);
    // (3,24 socket + 2,00 plate + 0,30 box) × 6, as the server bills the line (part 2 §9).
    expect(lines.some((l) => /^ {2}6 × Prise simple à 5,54\s€ : 33,24\s€$/.test(l))).toBe(true);
    expect(lines.some((l) => /^Total HT .+, TVA .+, TTC .+$/.test(l))).toBe(true);
    expect(result.pdfBytes).toBeGreaterThan(1000);
    expect(lines.at(-1)).toMatch(/^Estimation « Estimations Maison Durand » : [\d\s\u202f]+,\d{2}\s€ HT$/);

    // What the example saved is what the API now answers, to the account it made.
    const email = lines[0]?.replace('Compte de démonstration : ', '') ?? '';
    const client = createCourantClient({ baseUrl });
    await client.login(email, 'demo-password');
    const rooms = await client.rooms.get.query({ id: result.projectId });
    expect(rooms.rooms.map((r) => r.name)).toEqual(['Séjour', 'Cuisine', 'Chambre 1']);
    const { quotes } = await client.quotes.listByProject.query({ projectId: result.projectId });
    expect(quotes.map((q) => [q.id, q.status, q.totalAmount])).toEqual([
      [result.quoteId, 'sent', result.totalAmount],
    ]);
    // A whole list, page after page: one quote a page, a second one made by duplicating.
    const copy = await client.quotes.duplicate.mutate({ id: result.quoteId });
    const asked: number[] = [];
    const all = [];
    for await (const quote of allPages('quotes', (page) => {
      asked.push(page);
      return client.quotes.listByProject.query({ projectId: result.projectId, page, limit: 1 });
    }))
      all.push(quote.id);
    expect([all, asked]).toEqual([
      [result.quoteId, copy.id],
      [1, 2],
    ]);
    const saved = await client.projects.get.query({ id: result.projectId });
    expect(saved.status).toBe('completed');
    expect(saved.client).toMatchObject({ name: 'M. et Mme Durand', kind: 'particulier', city: 'Lyon' });
    expect((await client.clients.list.query()).map((c) => c.name)).toEqual(['M. et Mme Durand']);
    const pdf = await client.quotePdf(result.quoteId);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    // The Consuel dossier: measurements saved and judged, then its PDF and labels.
    const dossier = await client.dossier.saveMeasurements.mutate({
      projectId: result.projectId,
      insulationMOhm: '0,2',
    });
    expect(dossier.findings.map((f) => f.id)).toContain('insulation');
    expect((await client.dossier.get.query({ projectId: result.projectId })).status).toBe('non_conforme');
    for (const file of [
      await client.dossierPdf(result.projectId),
      await client.dossierLabelsPdf(result.projectId),
    ])
      expect(new TextDecoder().decode(file.slice(0, 5))).toBe('%PDF-');
    const stranger = createCourantClient({ baseUrl });
    await expect(stranger.quotePdf(result.quoteId)).rejects.toThrow('Authentification requise');
    const anonymous = await fetch(`${baseUrl}/api/v1/projects/${result.projectId}`);
    expect(anonymous.status).toBe(401);

    // The devis signed on paper, through the SDK: its status, then no sealed PDF (that is online only).
    expect((await client.signatures.get.query({ id: result.quoteId })).state).toBe('none');
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const paper = await client.recordPaperSignature(result.quoteId, {
      signedOn: today,
      scan: png,
      fileName: 'scan.png',
    });
    expect(paper).toMatchObject({ state: 'signed', method: 'paper', scan: true });
    expect((await client.quotes.get.query({ id: result.quoteId })).status).toBe('accepted');
    await expect(client.signedQuotePdf(result.quoteId)).rejects.toThrow('Devis signé introuvable');
  });

  it("answers 404 for another account's project", async () => {
    const a = createCourantClient({ baseUrl });
    const b = createCourantClient({ baseUrl });
    const register = (c: typeof a, tag: string) =>
      c.auth.register.mutate({
        company: 'X',
        siret: '12345678901237',
        firstName: 'A',
        lastName: 'B',
        email: `${tag}-${Date.now()}@example.fr`,
        password: 'secret-123',
      });
    a.setToken((await register(a, 'a')).session.token);
    b.setToken((await register(b, 'b')).session.token);
    const project = await a.projects.create.mutate({
      name: 'Privé',
      typeProjet: 'Résidentiel',
      typeTravaux: 'Construction',
      codePostal: '75011',
      numberOfPeople: 2,
    });
    const error = await b.projects.get.query({ id: project.id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CourantError);
    expect((error as InstanceType<typeof CourantError>).data?.httpStatus).toBe(404);
  });
});

describe('@courant/sdk single sign-on (program flow against a real OpenID provider)', () => {
  const redirectUri = 'http://127.0.0.1:9/sdk/callback';
  let t: TestApp;
  let baseUrl: string;
  let idp: Awaited<ReturnType<typeof startTestProvider>>;
  beforeAll(async () => {
    idp = await startTestProvider({ redirectUris: [redirectUri] });
    t = await createTestApp({
      OIDC_PROVIDERS: JSON.stringify([
        {
          id: 'idp',
          label: 'Se connecter avec IdP',
          issuer: idp.issuer,
          clientId: idp.clientId,
          clientSecret: idp.clientSecret,
        },
      ]),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  it('signs up at the first sign-in, then signs in with the kept token', async () => {
    const login = `sdk-${Date.now().toString(36)}`;
    idp.accounts.set(login, {
      email: `${login}@exemple.fr`,
      email_verified: true,
      given_name: 'Sam',
      family_name: 'Roy',
    });
    const client = createCourantClient({ baseUrl });
    expect(await client.auth.sso.providers.query()).toEqual([{ id: 'idp', label: 'Se connecter avec IdP' }]);

    const first = await client.auth.sso.start.mutate({ mode: 'program', redirectUri });
    const back = await signInAtProvider(first.url, login);
    const answer = await client.signInWithSso(Object.fromEntries(back.searchParams));
    if (!('signup' in answer)) throw new Error('expected a sign-up');
    expect(client.getToken()).toBeUndefined();
    await client.completeSsoSignup({
      token: answer.signup.token,
      company: 'Roy SARL',
      siret: '12345678901237',
    });
    expect((await client.auth.user.query()).email).toBe(`${login}@exemple.fr`);

    const other = createCourantClient({ baseUrl });
    const again = await other.auth.sso.start.mutate({ mode: 'program', redirectUri });
    const result = await other.signInWithSso(
      Object.fromEntries((await signInAtProvider(again.url, login)).searchParams),
    );
    expect('session' in result && result.session.token).toBe(other.getToken());
    expect((await other.auth.user.query()).user_metadata.company).toBe('Roy SARL');
  });
});
