import { pdfText } from '@courant/documents/pdf-text';
import { formatDate, parisDate, validityDate } from '@courant/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DURAND, COMPANY_MENTIONS, createProject, rest } from './helpers/project-fixtures.ts';
import { appWithTwoUsers, setCompanyPlan, signInTestUser, type TestUser } from './helpers/test-app.ts';

const line = (prix: number) => ({ id: 'c1', intitule: 'Forfait', prix, quantity: 1, roomId: null });
const YEAR = parisDate(new Date()).slice(0, 4);
const numberRe = new RegExp(`^DEV-${YEAR}-(\\d{4})$`);

describe('quote life: numbering, dates, statuses, versions, duplicates', () => {
  const t = appWithTwoUsers();
  // Each 'Terminer' spends a jeton: Expert's 100 a month cover the devis finished here.
  beforeAll(async () => {
    await setCompanyPlan(t.app, t.alice.companyId, 'expert');
    await setCompanyPlan(t.app, t.bob.companyId, 'expert');
  });

  /** A second member of alice's company (as team invitations will make them), signed in. */
  const colleagueOf = (user: TestUser) =>
    signInTestUser(t.app, { firstName: 'Léa', companyId: user.companyId });

  /** A client added to alice's company list. */
  const addClient = async (client: Record<string, unknown>) =>
    (await rest(t.app, t.alice, 'POST', '/api/v1/clients', client)).json();

  const finish = (user: TestUser, projectId: string, body: Record<string, unknown> = {}) =>
    rest(t.app, user, 'POST', `/api/v1/projects/${projectId}/finish`, {
      quoteItems: [line(100)],
      dimensioningItems: [],
      ...body,
    });

  it('numbers 20 devis finished at once by two users of a company: DEV-YYYY-0001 to 0020, no gap, no repeat', async () => {
    const carol = await colleagueOf(t.alice);
    const users = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? t.alice : carol));
    const projects = await Promise.all(
      users.map((u, i) => createProject(t.app, u, { name: `Chantier ${i}` })),
    );
    const answers = await Promise.all(projects.map((p, i) => finish(users[i] as TestUser, p.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const numbers = answers.map((a) => a.json().number as string);
    const sequence = numbers.map((n) => Number(numberRe.exec(n)?.[1])).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

    // Finishing again unchanged keeps the number and takes none.
    const again = await finish(t.alice, projects[0]?.id ?? '');
    expect(again.json()).toMatchObject({ number: numbers[0], version: 1, status: 'sent' });
    const next = await finish(t.alice, (await createProject(t.app, t.alice)).id);
    expect(next.json().number).toBe(`DEV-${YEAR}-0021`);

    // Another company counts on its own.
    const bobs = await finish(t.bob, (await createProject(t.app, t.bob)).id);
    expect(bobs.json().number).toBe(`DEV-${YEAR}-0001`);
  });

  it('dates the devis (issue, validity from the company, planned start and duration) and keeps its client as sent', async () => {
    const company = (await rest(t.app, t.alice, 'GET', '/api/v1/company')).json();
    await rest(t.app, t.alice, 'PUT', '/api/v1/company', { ...company, validityDays: 45 });
    const client = await addClient({ name: 'M. Roux', kind: 'professionnel', city: 'Lyon' });
    const project = await createProject(t.app, t.alice, { clientId: client.id });
    const bad = await finish(t.alice, project.id, { plannedStart: '2026-02-30', plannedDurationDays: 0 });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Date invalide');
    expect((await rest(t.app, t.alice, 'GET', `/api/v1/quotes/project/${project.id}`)).json()).toEqual([]);

    const sent = (
      await finish(t.alice, project.id, { plannedStart: '2027-03-01', plannedDurationDays: 5 })
    ).json();
    const today = parisDate(new Date());
    expect(sent).toMatchObject({
      status: 'sent',
      issuedOn: today,
      validUntil: validityDate(today, 45),
      plannedStart: '2027-03-01',
      plannedDurationDays: 5,
      client: { name: 'M. Roux', kind: 'professionnel', city: 'Lyon' },
    });
    // The client list changes; the sent devis keeps the client it was sent to.
    await rest(t.app, t.alice, 'PUT', `/api/v1/clients/${client.id}`, { name: 'M. Roux', city: 'Paris' });
    expect((await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${sent.id}`)).json().client.city).toBe('Lyon');
  });

  it("the devis's PDF prints the devis as sent: its number, lines and client, not the project's current client", async () => {
    const roux = await addClient({ name: 'M. Roux', kind: 'particulier', city: 'Lyon' });
    const other = await addClient({ name: 'Mme Blanc', kind: 'professionnel' });
    // The company's logo is printed on its devis (a 1×1 PNG).
    const logo =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    expect((await rest(t.app, t.alice, 'PUT', '/api/v1/company/logo', { data: logo })).statusCode).toBe(200);
    const project = await createProject(t.app, t.alice, { clientId: roux.id, name: 'Maison Roux' });
    const sent = (await finish(t.alice, project.id)).json();
    // After sending, the project changes client and the first client moves.
    await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${project.id}`, { clientId: other.id });
    await rest(t.app, t.alice, 'PUT', `/api/v1/clients/${roux.id}`, { name: 'M. Roux', city: 'Paris' });

    // The server's PDF prints the devis as it was sent: its number, its lines, the client as kept then.
    const res = await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${sent.id}/pdf`);
    expect(res.statusCode).toBe(200);
    const served = new Uint8Array(res.rawPayload);
    const text = (await pdfText(served)).text;
    expect(text).toContain(`Devis n° ${sent.number}`);
    expect(text).toContain('Estimation Maison Roux');
    for (const item of sent.quoteItems) expect(text).toContain(item.intitule);
    expect(Buffer.from(served).toString('latin1')).toContain('/Subtype /Image');
    expect(text).toContain('M. Roux (Particulier) Adresse : Lyon');
    expect(text).not.toContain('Adresse : Paris');
    expect(text).not.toContain('Mme Blanc');

    // A draft prints the project's current client; another company's quote: 404.
    const draft = (await rest(t.app, t.alice, 'POST', `/api/v1/quotes/${sent.id}/duplicate`)).json();
    const draftPdf = (await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${draft.id}/pdf`)).rawPayload;
    const draftText = (await pdfText(new Uint8Array(draftPdf))).text;
    expect(draftText).toContain('Mme Blanc (Professionnel)');
    expect(draftText).not.toContain('Devis n°');
    expect((await rest(t.app, t.bob, 'GET', `/api/v1/quotes/${sent.id}/pdf`)).statusCode).toBe(404);
  });

  it('follows brouillon → envoyé → accepté / refusé; a sent devis that changes becomes its next version', async () => {
    const project = await createProject(t.app, t.alice);
    const draft = (
      await rest(t.app, t.alice, 'POST', '/api/v1/quotes', { projectId: project.id, quoteItems: [line(50)] })
    ).json();
    expect(draft).toMatchObject({ status: 'draft', number: null, version: 1, issuedOn: null });
    const early = await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${draft.id}`, { status: 'accepted' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Ce devis n’a pas encore été envoyé\u00a0: terminez l’estimation pour l’envoyer',
    });

    const sent = (await finish(t.alice, project.id, { quoteItems: [line(50)] })).json();
    expect(sent).toMatchObject({ id: draft.id, status: 'sent', version: 1 });
    const back = await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${draft.id}`, { status: 'draft' });
    expect(back.statusCode).toBe(409);

    // Changed after sending: version 2, a draft with the same number; version 1 is kept as sent.
    const v2 = (
      await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${draft.id}`, { quoteItems: [line(80)] })
    ).json();
    expect(v2).toMatchObject({ status: 'draft', version: 2, number: sent.number, totalAmount: 80 });
    // Autosaves of the new draft stay version 2.
    const v2b = (
      await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${draft.id}`, { quoteItems: [line(90)] })
    ).json();
    expect(v2b).toMatchObject({ version: 2, totalAmount: 90 });
    const resent = (await finish(t.alice, project.id, { quoteItems: [line(90)] })).json();
    expect(resent).toMatchObject({ status: 'sent', version: 2, number: sent.number });
    const versions = (await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${draft.id}/versions`)).json();
    expect(versions).toEqual([
      expect.objectContaining({ version: 1, number: sent.number, status: 'sent', totalAmount: 50 }),
    ]);

    const accepted = (
      await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${draft.id}`, { status: 'accepted' })
    ).json();
    expect(accepted.status).toBe('accepted');
    expect(accepted.decidedAt).not.toBeNull();
    const locked = await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${draft.id}`, { quoteItems: [line(1)] });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toContain('Ce devis a été accepté');
    const lockedFinish = await finish(t.alice, project.id, { quoteItems: [line(1)] });
    expect(lockedFinish.statusCode).toBe(409);
    const still = (await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${draft.id}`)).json();
    expect(still).toMatchObject({ status: 'accepted', totalAmount: 90, version: 2 });

    // Refused: final too, until it changes (then a new version).
    const other = await createProject(t.app, t.alice);
    const q = (await finish(t.alice, other.id)).json();
    expect(
      (await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${q.id}`, { status: 'refused' })).json().status,
    ).toBe('refused');
    expect(
      (await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${q.id}`, { status: 'accepted' })).statusCode,
    ).toBe(409);
  });

  it('an earlier version keeps the place of signature it was sent with: listed and printed from that version', async () => {
    const project = await createProject(t.app, t.alice);
    const sent = (await finish(t.alice, project.id, { signaturePlace: 'Annecy' })).json();
    expect(sent).toMatchObject({ status: 'sent', version: 1, signaturePlace: 'Annecy' });
    // The place changes after sending: the devis goes on as version 2, version 1 keeps Annecy.
    const v2 = (
      await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${sent.id}`, { signaturePlace: 'Lyon' })
    ).json();
    expect(v2).toMatchObject({ version: 2, status: 'draft', signaturePlace: 'Lyon', number: sent.number });
    const versions = (await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${sent.id}/versions`)).json();
    expect(versions).toEqual([
      expect.objectContaining({ version: 1, number: sent.number, signaturePlace: 'Annecy', status: 'sent' }),
    ]);

    const v1 = await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${sent.id}/versions/1/pdf`);
    expect(v1.statusCode).toBe(200);
    expect(v1.headers['content-type']).toBe('application/pdf');
    const v1Text = (await pdfText(new Uint8Array(v1.rawPayload))).text;
    expect(v1Text).toContain('Fait à Annecy, le :');
    expect(v1Text).toContain(`Devis n° ${sent.number}`);
    expect(v1Text).toContain(`Date d’émission : ${formatDate(sent.issuedOn)}`);
    expect(v1Text).not.toContain('version 2');
    expect(v1Text).not.toContain('Lyon');
    const current = (
      await pdfText(
        new Uint8Array((await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${sent.id}/pdf`)).rawPayload),
      )
    ).text;
    expect(current).toContain('Fait à Lyon, le :');
    expect(current).toContain(`Devis n° ${sent.number} (version 2)`);
    // The devis's own version number is the current devis; a version it never had: 404.
    const v2Pdf = await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${sent.id}/versions/2/pdf`);
    expect((await pdfText(new Uint8Array(v2Pdf.rawPayload))).text).toContain('Fait à Lyon, le :');
    expect((await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${sent.id}/versions/3/pdf`)).statusCode).toBe(
      404,
    );
    expect((await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${sent.id}/versions/0/pdf`)).statusCode).toBe(
      400,
    );
    expect((await rest(t.app, t.bob, 'GET', `/api/v1/quotes/${sent.id}/versions/1/pdf`)).statusCode).toBe(
      404,
    );
  });

  it("'Dupliquer' a quote: a draft without a number, numbered when sent; another company's quote: 404", async () => {
    const project = await createProject(t.app, t.alice);
    const sent = (await finish(t.alice, project.id, { quoteItems: [line(70)], vatRate: 10 })).json();
    const copy = await rest(t.app, t.alice, 'POST', `/api/v1/quotes/${sent.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      status: 'draft',
      number: null,
      vatRate: 10,
      totalAmount: 70,
      name: `${sent.name} (copie)`,
    });
    const copySent = (
      await rest(t.app, t.alice, 'PUT', `/api/v1/quotes/${copy.json().id}`, { status: 'sent' })
    ).json();
    expect(copySent.number).toMatch(numberRe);
    expect(copySent.number).not.toBe(sent.number);
    expect((await rest(t.app, t.bob, 'POST', `/api/v1/quotes/${sent.id}/duplicate`)).statusCode).toBe(404);
    expect((await rest(t.app, t.bob, 'GET', `/api/v1/quotes/${sent.id}/versions`)).statusCode).toBe(404);
  });

  it('GET /quotes/{id}/pdf prints the number, the client, every legal mention and the totals per rate', async () => {
    const company = (await rest(t.app, t.alice, 'GET', '/api/v1/company')).json();
    await rest(t.app, t.alice, 'PUT', '/api/v1/company', {
      ...company,
      ...COMPANY_MENTIONS,
      validityDays: 30,
    });
    const durand = (await rest(t.app, t.alice, 'POST', '/api/v1/clients', CLIENT_DURAND)).json();
    const project = await createProject(t.app, t.alice, { clientId: durand.id, typeTravaux: 'Renovation' });
    const sent = (
      await finish(t.alice, project.id, {
        vatRate: 10,
        quoteItems: [line(100), { ...line(50), id: 'c2', intitule: 'Borne de recharge', vatRate: 20 }],
        plannedStart: '2027-03-01',
        plannedDurationDays: 3,
        signaturePlace: 'Annecy',
      })
    ).json();
    expect(sent.signaturePlace).toBe('Annecy');
    const res = await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${sent.id}/pdf`);
    expect(res.statusCode).toBe(200);
    const text = (await pdfText(new Uint8Array(res.rawPayload))).text;
    for (const expected of [
      `Devis n° ${sent.number}`,
      'Mme Claire Durand (Particulier)',
      'Adresse : 3 rue Neuve, 69003 Lyon',
      'Adresse du chantier : 8 chemin du Lac, 74000 Annecy',
      'SIRET : 73282932000074',
      'SARL au capital de 10 000,00 €',
      'RCS Lyon 732 829 320',
      'TVA intracommunautaire : FR40732829320',
      'Assurance décennale : Assurances du Rhône',
      'DEC-2026-001',
      'France métropolitaine',
      'Acompte de 30 %',
      'Médiateur de la consommation',
      'Droit de rétractation',
      'Formulaire de rétractation',
      'À l’attention de Martin Électricité, 12 rue des Lilas, 69003 Lyon, contact@martin.fr',
      'Début des travaux prévu le 01/03/2027',
      'Durée estimée : 3 jours',
      'achevés depuis plus de deux ans',
      'Devis reçu avant l’exécution des travaux — Bon pour accord',
      'Fait à Annecy, le :',
      'Base HT à 10 %',
      'TVA 10 % 10,00 €',
      'Base HT à 20 %',
      'TVA 20 % 10,00 €',
      'Total TTC 170,00 €',
    ]) {
      expect(text).toContain(expected);
    }
    // Penalties and the 40 € indemnity are between professionals only.
    expect(text).not.toContain('40 €');
    expect(text).toMatch(/Page 1 \/ \d/);

    // A professional client: the late-payment mention, no withdrawal form, no mediator.
    const pro = await addClient({ kind: 'professionnel', name: 'Atelier Bois SARL' });
    const proProject = await createProject(t.app, t.alice, { clientId: pro.id });
    const proQuote = (await finish(t.alice, proProject.id)).json();
    const proText = (
      await pdfText(
        new Uint8Array((await rest(t.app, t.alice, 'GET', `/api/v1/quotes/${proQuote.id}/pdf`)).rawPayload),
      )
    ).text;
    expect(proText).toContain('Atelier Bois SARL (Professionnel)');
    expect(proText).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €');
    expect(proText).not.toContain('Formulaire de rétractation');
    expect(proText).not.toContain('Médiateur');
    expect((await rest(t.app, t.bob, 'GET', `/api/v1/quotes/${proQuote.id}/pdf`)).statusCode).toBe(404);
  });

  it("'Dupliquer' a project: a draft copy with its client, rooms, equipment and quote lines, unnumbered; another company's: 404", async () => {
    const client = await addClient({ name: 'M. Copie' });
    const project = await createProject(t.app, t.alice, { clientId: client.id, name: 'Maison Source' });
    await rest(t.app, t.alice, 'PUT', `/api/v1/projects/${project.id}/rooms`, {
      rooms: [{ id: 'r1', name: 'Séjour', surface: 30, options: { roomType: 'LivingRoom' } }],
    });
    const sent = (await finish(t.alice, project.id, { quoteItems: [line(120)] })).json();
    const copy = await rest(t.app, t.alice, 'POST', `/api/v1/projects/${project.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    const detail = copy.json();
    expect(detail).toMatchObject({
      name: 'Maison Source (copie)',
      status: 'draft',
      clientId: client.id,
      rooms: [expect.objectContaining({ id: 'r1', name: 'Séjour', surface: 30 })],
    });
    expect(detail.id).not.toBe(project.id);
    expect(detail.quotes).toEqual([
      expect.objectContaining({ status: 'draft', number: null, totalAmount: 120 }),
    ]);
    // The original is untouched.
    const original = (await rest(t.app, t.alice, 'GET', `/api/v1/projects/${project.id}`)).json();
    expect(original.quotes).toEqual([
      expect.objectContaining({ id: sent.id, status: 'sent', number: sent.number }),
    ]);
    expect((await rest(t.app, t.bob, 'POST', `/api/v1/projects/${project.id}/duplicate`)).statusCode).toBe(
      404,
    );
  });

  it('a company under the franchise en base (art. 293 B): every devis and line at 0 %, no VAT, the mention in the PDF', async () => {
    const company = (await rest(t.app, t.bob, 'GET', '/api/v1/company')).json();
    expect(company.vatExempt).toBe(false);
    const exempt = await rest(t.app, t.bob, 'PUT', '/api/v1/company', { ...company, vatExempt: true });
    expect(exempt.json().vatExempt).toBe(true);

    const project = await createProject(t.app, t.bob, { typeTravaux: 'Renovation' });
    // The step 8 estimate is already at 0 %.
    expect((await rest(t.app, t.bob, 'GET', `/api/v1/projects/${project.id}/estimate`)).json().vatRate).toBe(
      0,
    );
    const sent = await finish(t.bob, project.id, {
      vatRate: 10,
      quoteItems: [line(100), { ...line(50), id: 'c2', intitule: 'Borne de recharge', vatRate: 20 }],
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      vatRate: 0,
      totalAmount: 150,
      tva: 0,
      totalTTC: 150,
      byRate: [{ rate: 0, baseHT: 150, tva: 0 }],
    });
    expect(sent.json().quoteItems.map((item: { vatRate?: number }) => item.vatRate)).toEqual([
      undefined,
      undefined,
    ]);
    const text = (
      await pdfText(
        new Uint8Array((await rest(t.app, t.bob, 'GET', `/api/v1/quotes/${sent.json().id}/pdf`)).rawPayload),
      )
    ).text;
    expect(text).toContain('TVA non applicable, art. 293 B du CGI');
    expect(text).toContain('TVA 0 % 0,00 €');
    expect(text).toContain('Total TTC 150,00 €');
    expect(text).not.toContain('achevés depuis plus de deux ans');

    // Out of the franchise, a draft at 0 % is at 20 % again when it changes; the sent devis keeps its 0 %.
    await rest(t.app, t.bob, 'PUT', '/api/v1/company', { ...company, vatExempt: false });
    const draft = (await rest(t.app, t.bob, 'POST', `/api/v1/quotes/${sent.json().id}/duplicate`)).json();
    expect(draft).toMatchObject({ vatRate: 20, tva: 30, totalTTC: 180 });
    const zero = await rest(t.app, t.bob, 'PUT', `/api/v1/quotes/${draft.id}`, { vatRate: 0 });
    expect(zero.json()).toMatchObject({ vatRate: 20, tva: 30 });
    expect((await rest(t.app, t.bob, 'GET', `/api/v1/quotes/${sent.json().id}`)).json().vatRate).toBe(0);
  });
});
