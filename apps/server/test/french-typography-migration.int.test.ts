import { randomUUID } from 'node:crypto';
import {
  breakerForRating,
  buildEstimate,
  CIRCUIT_BREAKERS,
  COMPANY_DEFAULTS,
  EQUIPMENT_TYPE_LABELS,
  frenchTypographyFaults,
} from '@courant/domain';
import { describe, expect, it } from 'vitest';
import { openOrm } from '../src/db/orm.ts';
import { createTestDatabase } from './helpers/test-database.ts';

/**
 * Quotes, dimensionings and equipment saved before the catalogue's names took their
 * no-break spaces and typographic apostrophes read, after the migration, as a new estimate does.
 */

async function withDatabase(run: (orm: Awaited<ReturnType<typeof openOrm>>) => Promise<void>) {
  const database = await createTestDatabase();
  const orm = await openOrm({ databaseUrl: database.url, dataDir: 'memory://' });
  try {
    await run(orm);
  } finally {
    await orm.close(true);
    await database.drop();
  }
}

describe('the French typography migration', () => {
  it('renames the stored catalogue names, composed names and type labels; user text is kept', async () => {
    await withDatabase(async (orm) => {
      await orm.migrator.up({ to: 'Migration20261124143000d_board_labour_minutes' });
      const conn = orm.em.getConnection();
      const [companyId, userId, projectId] = [randomUUID(), randomUUID(), randomUUID()];
      const oldLatePayment = COMPANY_DEFAULTS.latePaymentMention.replace('’', "'");
      await conn.execute(
        `insert into companies (id, name, siret, late_payment_mention, created_at, updated_at)
         values (?, 'Élec', '12345678901237', ?, now(), now())`,
        [companyId, oldLatePayment],
      );
      await conn.execute(
        `insert into users (id, email, first_name, last_name, company_id, created_at, updated_at)
         values (?, 'a@example.fr', 'A', 'B', ?, now(), now())`,
        [userId, companyId],
      );
      const breaker16 = breakerForRating(16, '1P+N');
      const oldDimensioning = {
        circuit_breakers: [{ rating: 16, description: "Circuit motorisation portail d'entrée" }],
      };
      await conn.execute(
        `insert into projects (id, owner_id, company_id, name, type_projet, type_travaux, code_postal, number_of_people, dimensioning, created_at, updated_at)
         values (?, ?, ?, 'Maison', 'Maison', 'Neuf', '69003', 4, ?, now(), now())`,
        [projectId, userId, companyId, JSON.stringify(oldDimensioning)],
      );
      const quoteItems = [
        { id: 'a', intitule: "Point d'éclairage", reference_principal: '', prix: 0, quantity: 1 },
        { id: 'b', intitule: "Piquet de terre 1\u00a0m acier cuivré EUR'OHM", prix: 0, quantity: 1 },
        { id: 'c', intitule: "Main d'œuvre — pose Salle d'eau", prix: 45, quantity: 1 },
        { id: 'd', intitule: "Câble d'antenne 3 m (mon texte)", prix: 1, quantity: 1 },
        {
          id: 'e',
          intitule: 'Conducteur de terre',
          reference_principal: 'H07V-R 16 mm² V/J',
          prix: 0,
          quantity: 1,
        },
      ];
      const dimensioningItems = [
        { id: 'breaker-1', type: 'circuit_breaker', intitule: 'Disjoncteur 20 A', quantity: 1 },
        {
          id: 'panel-1',
          type: 'electrical_panel',
          intitule: 'Tableau 26 modules',
          description: 'Coffret Resi9 2 rangées 13 modules',
          quantity: 1,
        },
        { id: 'cable-1', type: 'cable', intitule: 'Câble R2V 2,5 mm²', quantity: 10 },
        {
          id: 'rcd-1',
          type: 'differential',
          intitule: 'Interrupteur différentiel Resi9 XP 2P 40 A 30 mA type A',
          description: 'Type A, 30 mA',
          quantity: 1,
        },
        {
          id: 'x',
          type: 'circuit_breaker',
          intitule: breaker16.label.replaceAll('\u00a0', ' '),
          quantity: 1,
        },
      ];
      await conn.execute(
        `insert into quotes (id, project_id, name, quote_items, dimensioning_items, created_at, updated_at)
         values (?, ?, 'Devis', ?, ?, now(), now())`,
        [randomUUID(), projectId, JSON.stringify(quoteItems), JSON.stringify(dimensioningItems)],
      );
      await conn.execute(
        `insert into equipment_items (pk, project_id, key, position, type, name, quantity)
         values (?, ?, 'e1', 0, 'LightingPoint', ?, 2), (?, ?, 'e2', 1, 'LightingPoint', 'Lampe d''appoint', 1)`,
        [randomUUID(), projectId, "Point d'éclairage", randomUUID(), projectId],
      );

      await orm.migrator.up();

      const [quote] = await conn.execute<
        { quote_items: typeof quoteItems; dimensioning_items: typeof dimensioningItems }[]
      >('select quote_items, dimensioning_items from quotes');
      expect(quote?.quote_items.map((i) => i.intitule)).toEqual([
        EQUIPMENT_TYPE_LABELS.LightingPoint,
        'Piquet de terre 1\u00a0m acier cuivré EUR’OHM',
        "Main d’œuvre — pose Salle d'eau",
        "Câble d'antenne 3 m (mon texte)",
        'Conducteur de terre',
      ]);
      expect(quote?.quote_items[4]?.reference_principal).toBe('H07V-R 16\u00a0mm² V/J');
      expect(quote?.dimensioning_items.map((i) => [i.intitule, i.description])).toEqual([
        ['Disjoncteur 20\u00a0A', undefined],
        ['Tableau 26\u00a0modules', 'Coffret Resi9 2 rangées 13\u00a0modules'],
        ['Câble R2V 2,5\u00a0mm²', undefined],
        ['Interrupteur différentiel Resi9 XP 2P 40\u00a0A 30\u00a0mA type A', 'Type A, 30\u00a0mA'],
        [breaker16.label, undefined],
      ]);
      // What a new estimate names the same lines: the stored ones now read the same.
      const fresh = buildEstimate({
        rooms: [],
        equipments: [],
        dimensioning: { circuit_breakers: [{ rating: 20 }] },
      });
      expect(fresh.dimensioningItems[0]?.intitule).toBe('Disjoncteur 20\u00a0A');
      const catalogueNames = [...(quote?.quote_items ?? []), ...(quote?.dimensioning_items ?? [])]
        .map((i) => i.intitule)
        .filter((text) => !text.includes('pose Salle') && !text.includes('mon texte'));
      expect(catalogueNames.flatMap(frenchTypographyFaults)).toEqual([]);

      const [project] = await conn.execute<{ dimensioning: typeof oldDimensioning }[]>(
        'select dimensioning from projects',
      );
      expect(project?.dimensioning.circuit_breakers[0]?.description).toBe(
        'Circuit motorisation portail d’entrée',
      );
      const names = await conn.execute<{ name: string }[]>(
        'select name from equipment_items order by position',
      );
      expect(names.map((n) => n.name)).toEqual([EQUIPMENT_TYPE_LABELS.LightingPoint, "Lampe d'appoint"]);
      const [company] = await conn.execute<{ late_payment_mention: string }[]>(
        'select late_payment_mention from companies',
      );
      expect(company?.late_payment_mention).toBe(COMPANY_DEFAULTS.latePaymentMention);
      expect(CIRCUIT_BREAKERS.every((b) => frenchTypographyFaults(b.label).length === 0)).toBe(true);
    });
  });
});
