import {
  boardLabourMinutes,
  DEFAULT_LABOUR_SETTINGS,
  type DimensioningItemType,
  hoursOf,
  LINE_PRICE_MESSAGE,
  PRICE_TO_ENTER,
} from '@courant/domain';
import { describe, expect, it } from 'vitest';
import { registration } from './helpers/accounts.ts';
import { COMPANY_MENTIONS, createProject, rest, trpc } from './helpers/project-fixtures.ts';
import { appWithTwoUsers, TEST_APP_URL } from './helpers/test-app.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** As a user types them: the SIRET, e-mail and VAT number come back normalised. */
const settings = {
  ...COMPANY_MENTIONS,
  siret: '732 829 320 00074',
  email: 'Contact@Martin.fr',
  vatNumber: 'fr 40 732829320',
  insurerContact: '1 place Bellecour, 69002 Lyon',
  hourlyRate: 52.5,
  suppliesPercent: 8,
  travelFee: 35,
  validityDays: 60,
  latePaymentMention: 'Pénalités de retard : 3 fois le taux légal ; indemnité de 40 €.',
};

describe('company settings', () => {
  const t = appWithTwoUsers();

  it('registration creates the company, its owner the new user; the settings read and write it', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { origin: new URL(TEST_APP_URL).origin },
      payload: registration({
        company: 'Dupont Élec',
        siret: '12345678900015',
        firstName: 'Jean',
        lastName: 'Dupont',
      }),
    });
    expect(register.statusCode).toBe(201);
    const token = register.json().session.token as string;
    const owner = { id: '', email: '', companyId: '', token, headers: { authorization: `Bearer ${token}` } };
    const company = await rest(t.app, owner, 'GET', '/api/v1/company');
    expect(company.json()).toMatchObject({
      name: 'Dupont Élec',
      siret: '12345678900015',
      canEdit: true,
      hourlyRate: 45,
      depositPercent: 30,
      validityDays: 30,
      logo: null,
    });
    const me = await rest(t.app, owner, 'GET', '/api/v1/auth/user');
    expect(me.json().user_metadata ?? me.json()).toMatchObject({
      company: 'Dupont Élec',
      siret: '12345678900015',
    });

    const saved = await rest(t.app, owner, 'PUT', '/api/v1/company', settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      ...settings,
      siret: '73282932000074',
      email: 'contact@martin.fr',
      vatNumber: 'FR40732829320',
    });
    expect((await rest(t.app, owner, 'GET', '/api/v1/company')).json()).toEqual(saved.json());
    // The company's name follows into the account's answers.
    expect(JSON.stringify((await rest(t.app, owner, 'GET', '/api/v1/auth/user')).json())).toContain(
      'Martin Électricité',
    );
  });

  it('refuses a SIRET whose check key is wrong, at registration and in the settings, changing nothing', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { origin: new URL(TEST_APP_URL).origin },
      payload: registration({ company: 'Faux', siret: '73282932000075' }),
    });
    expect(register.statusCode).toBe(400);
    expect(register.body).toContain('clé de contrôle');

    const before = (await rest(t.app, t.alice, 'GET', '/api/v1/company')).json();
    const bad = await rest(t.app, t.alice, 'PUT', '/api/v1/company', {
      ...settings,
      siret: '73282932000075',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: expect.any(String),
      message: expect.stringContaining('clé de contrôle'),
    });
    for (const wrong of [{ vatNumber: 'DE123' }, { depositPercent: 120 }, { postalCode: '690' }]) {
      expect(
        (await rest(t.app, t.alice, 'PUT', '/api/v1/company', { ...settings, ...wrong })).statusCode,
      ).toBe(400);
    }
    expect((await rest(t.app, t.alice, 'GET', '/api/v1/company')).json()).toEqual(before);
  });

  it('keeps a PNG logo told by its bytes, refuses anything else; each account sees its own company', async () => {
    const ok = await rest(t.app, t.alice, 'PUT', '/api/v1/company/logo', { data: PNG.toString('base64') });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().logo).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    const fake = await rest(t.app, t.alice, 'PUT', '/api/v1/company/logo', {
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Le logo doit être une image PNG ou JPEG');
    expect((await rest(t.app, t.bob, 'GET', '/api/v1/company')).json().logo).toBeNull();
    expect(
      (await trpc<{ logo: string | null }>(t.app, t.alice, 'query', 'companies.get', {})).data.logo,
    ).toContain('image/png');
    const removed = await rest(t.app, t.alice, 'PUT', '/api/v1/company/logo', { data: null });
    expect(removed.json().logo).toBeNull();
  });

  it("computes the estimate's labour at the company's hourly rate, supplies percentage and fitting times", async () => {
    const badMinutes = await rest(t.app, t.bob, 'PUT', '/api/v1/company', {
      ...settings,
      labourMinutes: { SimpleSocket: -5 },
    });
    expect(badMinutes.statusCode).toBe(400);
    expect(JSON.stringify(badMinutes.json())).toContain('Un nombre entier de minutes entre 0 et 6000');
    const saved = await rest(t.app, t.bob, 'PUT', '/api/v1/company', {
      ...settings,
      hourlyRate: 60,
      suppliesPercent: 10,
      travelFee: 0,
      labourMinutes: { SimpleSocket: 60 },
    });
    expect(saved.json().labourMinutes).toEqual({ SimpleSocket: 60 });
    const project = await createProject(t.app, t.bob, { name: 'Taux' });
    await rest(t.app, t.bob, 'PUT', `/api/v1/projects/${project.id}/rooms`, {
      rooms: [{ id: 'r1', name: 'Séjour', surface: 20, options: { roomType: 'LivingRoom' } }],
    });
    await rest(t.app, t.bob, 'PUT', '/api/v1/project-equipments', {
      projectId: project.id,
      equipments: [
        {
          id: 'e1',
          roomId: 'r1',
          type: 'SimpleSocket',
          name: 'Prise',
          quantity: 4,
          metadata: { color: '#FFFFFF' },
        },
      ],
    });
    const estimate = (await rest(t.app, t.bob, 'GET', `/api/v1/projects/${project.id}/estimate`)).json();
    const labour = estimate.quoteItems.filter((i: { kind?: string }) => i.kind === 'main_oeuvre');
    expect(labour.length).toBeGreaterThan(0);
    for (const line of labour) expect(line.prix).toBe(60);
    // Four sockets at the company's 60 minutes each (the default is 30).
    expect(labour.find((i: { roomId?: string }) => i.roomId === 'r1')?.quantity).toBe(4);
    expect(estimate.quoteItems.find((i: { id: string }) => i.id === 'sundries')?.intitule).toContain(
      '10\u00a0%',
    );
  });

  it("prices the board's labour with the company's times for the 'Tableau électrique' lines", async () => {
    const badBoard = await rest(t.app, t.bob, 'PUT', '/api/v1/company', {
      ...settings,
      boardLabourMinutes: { circuit_breaker: '7,5' },
    });
    expect(badBoard.statusCode).toBe(400);
    expect(JSON.stringify(badBoard.json())).toContain('Un nombre entier de minutes entre 0 et 6000');
    const own = { electrical_panel: 240, circuit_breaker: 6, cable: 2 } as const;
    const saved = await rest(t.app, t.bob, 'PUT', '/api/v1/company', {
      ...settings,
      hourlyRate: 50,
      boardLabourMinutes: own,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().boardLabourMinutes).toEqual(own);
    expect((await rest(t.app, t.bob, 'GET', '/api/v1/company')).json().boardLabourMinutes).toEqual(own);
    const project = await createProject(t.app, t.bob, { name: 'Tableau' });
    await rest(t.app, t.bob, 'PUT', `/api/v1/projects/${project.id}/rooms`, {
      rooms: [{ id: 'r1', name: 'Séjour', surface: 20, options: { roomType: 'LivingRoom' } }],
    });
    const put = await rest(t.app, t.bob, 'PUT', `/api/v1/projects/${project.id}`, {
      dimensioning_data: {
        circuit_breakers: [{ description: 'Prises séjour', rating: 16, quantity: 9 }],
        electrical_panels: [{ type: 'Tableau principal', modules: 26 }],
        cables: [{ type: 'Prises', cableType: 'R2V', section: 2.5, length_estimate: 50 }],
        surge_protectors: [],
        installation_notes: [],
      },
    });
    expect(put.statusCode).toBe(200);
    const estimate = (await rest(t.app, t.bob, 'GET', `/api/v1/projects/${project.id}/estimate`)).json();
    const board: { type: DimensioningItemType; quantity: number }[] = estimate.dimensioningItems;
    const minutesWith = (settings: Parameters<typeof boardLabourMinutes>[1]) =>
      board.reduce((sum, item) => sum + boardLabourMinutes(item.type, settings) * item.quantity, 0);
    const line = estimate.quoteItems.find((i: { id: string }) => i.id === 'labour-board');
    for (const type of ['electrical_panel', 'circuit_breaker', 'cable'] as const) {
      expect(board.some((i) => i.type === type)).toBe(true);
    }
    expect(line).toMatchObject({ kind: 'main_oeuvre', prix: 50 });
    expect(line.quantity).toBe(hoursOf(minutesWith({ boardMinutes: own })));
    expect(line.quantity).not.toBe(hoursOf(minutesWith(DEFAULT_LABOUR_SETTINGS)));
  });

  it("prices the lines without a catalogue price at the company's own prices ('Vos prix')", async () => {
    const saved = await rest(t.app, t.bob, 'PUT', '/api/v1/company', {
      ...settings,
      linePrices: { gtl: '312,40' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().linePrices).toEqual({ gtl: 312.4 });
    const bad = await rest(t.app, t.bob, 'PUT', '/api/v1/company', {
      ...settings,
      hourlyRate: 99,
      linePrices: { gtl: -5, 'earth-test-link': 12 },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(LINE_PRICE_MESSAGE);
    const kept = (await rest(t.app, t.bob, 'GET', '/api/v1/company')).json();
    expect(kept.linePrices).toEqual({ gtl: 312.4 });
    expect(kept.hourlyRate).toBe(settings.hourlyRate);

    const project = await createProject(t.app, t.bob, { name: 'Maison neuve' });
    await rest(t.app, t.bob, 'PUT', `/api/v1/projects/${project.id}/rooms`, {
      rooms: [{ id: 'r1', name: 'Séjour', surface: 20, options: { roomType: 'LivingRoom' } }],
    });
    const estimate = (await rest(t.app, t.bob, 'GET', `/api/v1/projects/${project.id}/estimate`)).json();
    const line = (id: string) => estimate.quoteItems.find((i: { id: string }) => i.id === id);
    expect(line('install-gtl')).toMatchObject({ prix: 312.4 });
    expect(line('install-gtl').prixASaisir).toBeUndefined();
    // A line the company did not price still waits for one.
    expect(line('install-earth-test-link')).toMatchObject({ prix: 0, prixASaisir: true });
    expect(PRICE_TO_ENTER).toBe('prix à saisir');
  });
});
