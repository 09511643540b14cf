import {
  applySuggestions,
  type ComplianceRequest,
  checkCompliance,
  type EquipmentItem,
  type Room,
  toComplianceRequest,
} from '@courant/domain';
import { describe, expect, it } from 'vitest';
import { canApplySuggestions, complianceErrorMessage, roomLabel } from './compliance-model.ts';
import { createComplianceStore, isStale } from './compliance-store.ts';

const bedroom: Room = { id: 'r1', name: 'Chambre 1', surface: 12, options: { roomType: 'Bedroom' } };
// A bedroom alone can never comply: the dwelling needs a 32 A cooking circuit and 3 dedicated 20 A
// circuits (NF C 15-100-10), which belong in a kitchen.
const kitchen: Room = { id: 'r2', name: 'Cuisine', surface: 10, options: { roomType: 'Kitchen' } };

function request(equipments: EquipmentItem[], rooms: Room[] = [bedroom, kitchen]): ComplianceRequest {
  return toComplianceRequest({ projectId: 'p1', postalCode: '75011', rooms, equipments });
}

/** The server answers with the domain's own check; this counts what the panel actually sends. */
function countingSender() {
  const sent: ComplianceRequest[] = [];
  return {
    sent,
    send: async (req: ComplianceRequest) => {
      sent.push(req);
      return checkCompliance(req);
    },
  };
}

describe('compliance store', () => {
  it('never sends the same data twice in a row, unless the user asks', async () => {
    const store = createComplianceStore();
    const server = countingSender();
    const first = await store.check('p1', request([]), server.send);
    expect(first?.global_compliance.overall_status).toBe('non_compliant');
    expect(await store.check('p1', request([]), server.send)).toBeNull();
    expect(server.sent).toHaveLength(1);
    await store.check('p1', request([]), server.send, { force: true });
    expect(server.sent).toHaveLength(2);
  });

  it('does not check without a project id or without rooms', async () => {
    const store = createComplianceStore();
    const server = countingSender();
    await store.check(null, request([]), server.send);
    await store.check('p1', request([], []), server.send);
    expect(server.sent).toHaveLength(0);
    expect(store.get('p1').status).toBe('idle');
  });

  it('goes stale when equipment or a room changes, and suggestions then stop', async () => {
    const store = createComplianceStore();
    const server = countingSender();
    await store.check('p1', request([]), server.send);
    const state = store.get('p1');
    expect(isStale(state, request([]))).toBe(false);
    expect(canApplySuggestions(state.result, false)).toBe(true);

    const withLight: EquipmentItem[] = [
      { id: 'l', name: 'x', quantity: 1, roomId: 'r1', type: 'LightingPoint', metadata: {} },
    ];
    expect(isStale(state, request(withLight))).toBe(true);
    expect(isStale(state, request([], [{ ...bedroom, surface: 13 }, kitchen]))).toBe(true);
    expect(canApplySuggestions(state.result, true)).toBe(false);
  });

  it('applying the suggestions of a 12 m² bedroom and a kitchen makes them compliant', async () => {
    const store = createComplianceStore();
    const server = countingSender();
    const result = await store.check('p1', request([]), server.send);
    if (!result) throw new Error('expected a result');
    let n = 0;
    const fixed = applySuggestions([], result, () => `s${++n}`);
    const after = await store.check('p1', request(fixed), server.send);
    expect(after?.global_compliance.overall_status).toBe('compliant');
    expect(canApplySuggestions(after, false)).toBe(false);
  });

  it('keeps only the answer of the latest check', async () => {
    const store = createComplianceStore();
    let release: (() => void) | undefined;
    const slow = (req: ComplianceRequest) =>
      new Promise<ReturnType<typeof checkCompliance>>((resolve) => {
        release = () => resolve(checkCompliance(req));
      });
    const older = store.check('p1', request([]), slow);
    const fixedItems: EquipmentItem[] = applySuggestions([], checkCompliance(request([])), () => 'x');
    await store.check('p1', request(fixedItems), async (req) => checkCompliance(req));
    release?.();
    expect(await older).toBeNull();
    expect(store.get('p1').result?.global_compliance.overall_status).toBe('compliant');
  });

  it('records a failure with the message of part 2 §8', async () => {
    const store = createComplianceStore();
    await store.check('p1', request([]), async () => {
      throw new Error('Network down');
    });
    expect(store.get('p1')).toMatchObject({ status: 'error', error: 'Network down' });
  });
});

describe('complianceErrorMessage', () => {
  it('prefers the detail, then the body message, then the error message, then the default', () => {
    expect(complianceErrorMessage({ body: { detail: 'pièce inconnue', message: 'x' }, message: 'y' })).toBe(
      'Erreur de validation: pièce inconnue',
    );
    expect(complianceErrorMessage({ response: { data: { message: 'Corps' } }, message: 'y' })).toBe('Corps');
    expect(complianceErrorMessage(new Error('Propre'))).toBe('Propre');
    expect(complianceErrorMessage(undefined)).toBe('Erreur lors de la validation de conformité');
    expect(complianceErrorMessage({ message: '' })).toBe('Erreur lors de la validation de conformité');
  });
});

describe('roomLabel', () => {
  it('uses the name, else the room type label, else Pièce {id}', () => {
    expect(roomLabel('r1', [bedroom])).toBe('Chambre 1');
    expect(roomLabel('r1', [{ ...bedroom, name: ' ' }])).toBe('Chambre/Bureau');
    expect(roomLabel('r9', [bedroom])).toBe('Pièce r9');
  });
});
