import { describe, expect, it } from 'vitest';
import { buildProject } from '../../test/sample-projects.ts';
import { computeDimensioning } from '../dimensioning/compute-dimensioning.ts';
import type { DimensioningInput } from '../dimensioning/dimensioning-input.ts';
import { frenchTypographyFaults } from '../format.ts';
import { attestationBoxes } from './attestation.ts';
import { consuelDossierSchema } from './dossier.schema.ts';
import { buildConsuelDossier, type ConsuelDossierInput, withMeasurements } from './dossier.ts';
import {
  EMPTY_SITE_MEASUREMENTS,
  type SiteMeasurements,
  siteMeasurementsInputSchema,
} from './measurements.schema.ts';
import { SELF_CHECK_ITEM_IDS, SELF_CHECK_ITEMS } from './self-check-items.ts';

const project: DimensioningInput = {
  ...buildProject([
    ['Séjour', 'LivingRoom', 24, { LightingPoint: 2, SimpleSocket: 6 }],
    ['Cuisine', 'Kitchen', 9, { OvenSocket: 1, SimpleSocket: 6, Dedicated20ASocket: 3 }],
    ['Salle d’eau', 'WetRoom', 5, { LightingPoint: 1, WaterHeater: 1 }],
  ]),
  workType: 'Construction',
  installation: { supply: { phases: 'monophase', subscribedKva: 9, agcpSensitivityMa: 500 } },
};
const bathroomId = '3';

function dossier(measurements: Partial<SiteMeasurements> = {}, over: Partial<ConsuelDossierInput> = {}) {
  return buildConsuelDossier({
    date: '2026-12-07',
    projectName: 'Maison Dupont',
    project,
    dimensioning: computeDimensioning(project),
    measurements: { ...EMPTY_SITE_MEASUREMENTS, ...measurements },
    installer: { name: 'Élec Lyon', address: '12 rue des Lilas, 69003 Lyon', siret: '73282932000074' },
    client: { name: 'M. Dupont', address: '3 rue Neuve, 69003 Lyon' },
    siteAddress: '3 rue Neuve, 69003 Lyon',
    ...over,
  });
}

/** Everything measured within the limits and every hand point answered. */
function allGood(d: ReturnType<typeof dossier>): Partial<SiteMeasurements> {
  return siteMeasurementsInputSchema.parse({
    measuredOn: '2026-12-07',
    earthingSystem: 'TT',
    earthResistanceOhm: 35,
    earthConductorMm2: 16,
    earthConductorBare: false,
    mainBondingMm2: 6,
    bathroomBonding: [{ roomId: bathroomId, done: true }],
    insulationMOhm: 250,
    rcdTests: d.board.rcds.map((r) => ({ rcd: r.number, trips: true, timeMs: 25 })),
    continuity: true,
    polarity: true,
    smokeAlarm: true,
    gtlWidthMm: 600,
    gtlDepthMm: 200,
    selfCheck: SELF_CHECK_ITEM_IDS.filter((id) => SELF_CHECK_ITEMS[id].manual).map((id) => ({
      id,
      status: id === 'surge_protector' ? 'sans_objet' : 'conforme',
    })),
  });
}

const itemOf = (d: ReturnType<typeof dossier>, id: string) => d.selfCheck.find((i) => i.id === id);

describe('the Consuel dossier: self-check sheet and state', () => {
  it('is incomplet while the measurements are to take, and lists what is missing', () => {
    const d = dossier();
    expect(d.status).toBe('incomplet');
    expect(d.missing.map((m) => m.id)).toEqual(
      expect.arrayContaining(['earth_resistance', 'insulation', 'rcd_trip', 'smoke_alarm', 'dcl']),
    );
    // Courant decides what the board tells.
    expect(itemOf(d, 'agcp')).toMatchObject({ status: 'conforme', source: 'courant' });
    expect(itemOf(d, 'rcd_30ma')).toMatchObject({ status: 'conforme', source: 'courant' });
    expect(itemOf(d, 'rcd_types')).toMatchObject({ status: 'conforme' });
    expect(itemOf(d, 'sections')).toMatchObject({ status: 'conforme' });
  });

  it('is prêt once everything is measured within the limits and every hand point answered', () => {
    const d = dossier(allGood(dossier()));
    expect(d.missing).toEqual([]);
    expect(d.findings).toEqual([]);
    expect(d.status).toBe('pret');
    expect(itemOf(d, 'dcl')).toMatchObject({ status: 'conforme', source: 'saisie' });
  });

  it('flags 150 Ω with a 500 mA AGCP: R × IΔn = 75 V > 50 V, with its clause', () => {
    const d = dossier({ ...allGood(dossier()), earthResistanceOhm: 150 });
    expect(d.status).toBe('non_conforme');
    expect(d.findings).toEqual([
      expect.objectContaining({
        id: 'earth_resistance',
        label: 'Prise de terre\u00a0: R × IΔn ≤ 50\u00a0V',
        clause: 'NF C 15-100-1 §411.5.3',
        detail:
          '150\u00a0Ω × 0,5\u00a0A = 75\u00a0V > 50\u00a0V\u00a0: 100\u00a0Ω au plus avec un disjoncteur de branchement de 500\u00a0mA\u202f; améliorer la prise de terre.',
        status: 'non_conforme',
      }),
    ]);
    // The same 150 Ω passes behind a 300 mA AGCP (45 V).
    const sensitive = {
      ...project,
      installation: { supply: { phases: 'monophase' as const, subscribedKva: 9, agcpSensitivityMa: 300 } },
    };
    expect(
      itemOf(dossier({ earthResistanceOhm: 150 }, { project: sensitive }), 'earth_resistance')?.status,
    ).toBe('conforme');
  });

  it('flags an insulation of 0,2 MΩ (0,5 MΩ at least), with its clause', () => {
    const d = dossier({ ...allGood(dossier()), insulationMOhm: 0.2 });
    expect(d.status).toBe('non_conforme');
    expect(d.findings).toEqual([
      expect.objectContaining({
        id: 'insulation',
        clause: 'NF C 15-100-6, vérifications',
        detail: '0,2\u00a0MΩ < 0,5\u00a0MΩ\u00a0: rechercher le défaut d’isolement.',
      }),
    ]);
  });

  it.each<[string, Partial<SiteMeasurements>, string]>([
    ['a thin earthing conductor', { earthConductorMm2: 10 }, 'earth_conductor'],
    [
      'a bare earthing conductor under 25 mm²',
      { earthConductorMm2: 16, earthConductorBare: true },
      'earth_conductor',
    ],
    ['a thin main bonding', { mainBondingMm2: 4 }, 'main_bonding'],
    [
      'a bathroom without bonding',
      { bathroomBonding: [{ roomId: bathroomId, done: false }] },
      'bathroom_bonding',
    ],
    ['a TN earthing system', { earthingSystem: 'TN' }, 'earthing_system'],
    ['no smoke alarm', { smokeAlarm: false }, 'smoke_alarm'],
    ['a continuity fault', { continuity: false }, 'continuity'],
    ['reversed polarity', { polarity: false }, 'polarity'],
    ['a small GTL', { gtlWidthMm: 450, gtlDepthMm: 150 }, 'gtl'],
  ])('flags %s', (_, bad, id) => {
    const d = dossier({ ...allGood(dossier()), ...bad });
    expect(d.status).toBe('non_conforme');
    expect(d.findings.map((f) => f.id)).toEqual([id]);
  });

  it('flags an RCD that does not trip, or trips in more than 300 ms', () => {
    const good = allGood(dossier());
    const tests = good.rcdTests ?? [];
    const slow = dossier({ ...good, rcdTests: tests.map((t) => (t.rcd === 2 ? { ...t, timeMs: 320 } : t)) });
    expect(slow.findings.map((f) => [f.id, f.detail])).toEqual([
      ['rcd_trip', 'différentiel 2\u00a0: 320\u00a0ms > 300\u00a0ms.'],
    ]);
    const dead = dossier({ ...good, rcdTests: tests.map((t) => (t.rcd === 1 ? { ...t, trips: false } : t)) });
    expect(dead.findings.map((f) => f.detail)).toEqual(['différentiel 1\u00a0: ne déclenche pas.']);
    const untested = dossier({ ...good, rcdTests: tests.slice(1) });
    expect(untested.status).toBe('incomplet');
  });

  it('does not take a hand answer where Courant decides', () => {
    const answered = dossier({ selfCheck: [{ id: 'sections', status: 'non_conforme', note: '' }] });
    expect(itemOf(answered, 'sections')).toMatchObject({ status: 'conforme', source: 'courant' });
  });

  it('says the GTL is sans objet in a renovation of some rooms, and the attestation box is 1c', () => {
    const partial = { ...project, workType: 'Renovation', workScope: 'pieces_renovees' };
    const d = dossier({}, { project: partial });
    expect(itemOf(d, 'gtl')?.status).toBe('sans_objet');
    expect(d.attestation.boxes).toEqual(['1c']);
  });

  it('ticks 1a, 1b or 1c from the works, and 1d when the board heats the dwelling', () => {
    expect(attestationBoxes('Construction', null, [])).toEqual(['1a']);
    expect(attestationBoxes('Renovation', 'logement_complet', [])).toEqual(['1b']);
    expect(attestationBoxes('Renovation', 'pieces_renovees', [{ kind: 'heatPump', name: 'x' }])).toEqual([
      '1c',
      '1d',
    ]);
    expect(
      attestationBoxes('Construction', null, [{ kind: 'waterHeater', name: 'Circuit chauffe-eau' }]),
    ).toEqual(['1a']);
  });

  it('warns when the project changed since the board was saved, or when there is no board', () => {
    const before = computeDimensioning(project);
    const changed = {
      ...project,
      rooms: [...project.rooms, { id: 'c', name: 'Chambre', surface: 11, roomType: 'Bedroom' as const }],
    };
    expect(dossier({}, { project: changed, dimensioning: before }).warnings[0]).toMatch(/Le projet a changé/);
    const none = dossier({}, { dimensioning: null });
    expect(none.warnings[0]).toMatch(/Aucun tableau enregistré/);
    expect(none.board.circuits).toEqual([]);
    expect(none.status).toBe('incomplet');
  });

  it('writes every text in French typography', () => {
    const texts = [
      dossier(),
      dossier({ ...allGood(dossier()), earthResistanceOhm: 150, insulationMOhm: 0.2 }),
    ].flatMap((d) => [...d.selfCheck.flatMap((i) => [i.label, i.clause, i.detail]), ...d.warnings]);
    expect(texts.flatMap(frenchTypographyFaults)).toEqual([]);
  });

  it('is data the API answers: its schema reads it back unchanged', () => {
    const d = dossier({ ...allGood(dossier()), earthResistanceOhm: 150 });
    expect(consuelDossierSchema.parse(d)).toEqual(d);
  });

  it('decides again from other measurements alone, as the screen does while offline', () => {
    const start = dossier();
    const measured = allGood(start);
    const again = withMeasurements(start, { ...EMPTY_SITE_MEASUREMENTS, ...measured });
    expect(again).toEqual(dossier(measured));
    expect(again.status).toBe('pret');
  });
});
