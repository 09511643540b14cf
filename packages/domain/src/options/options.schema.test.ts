import { describe, expect, it } from 'vitest';
import { equipmentItemSchema } from '../project.schema.ts';
import { optionItems, withOptionDefaults } from './option-items.ts';
import { OPTION_ITEM_TYPES, OPTIONS_MISMATCH_MESSAGE, optionsFitType, optionsOf } from './options.schema.ts';

const everything = withOptionDefaults({
  type: 'Wiser',
  wiserConfig: { modules: { variateur: 2, volets: 1 }, gateway: true, zigbee: true },
  accessControl: { portailEntree: true, portailType: 'battant', irve: true },
  ecs: { type: 'thermodynamique', nombrePersonnes: 3, nombrePiecesEau: 2 },
});
const callerItem = equipmentItemSchema.superRefine(optionsFitType);

describe('equipment options as the union of the option items’ schemas (part 1 §3)', () => {
  it('reads every option item back as written, none of its options dropped', () => {
    const items = optionItems(everything);
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(OPTION_ITEM_TYPES));
    for (const item of items) {
      expect(callerItem.parse(item), item.id).toEqual(item);
    }
  });

  it('refuses an option item whose options are not its option’s', () => {
    const ecs = optionItems(everything).find((item) => item.type === 'ecs');
    const wrong = [
      { ...ecs, options: { ecsType: 'solaire', nombrePersonnes: 3, nombrePiecesEau: 2 } },
      { ...ecs, options: { accessType: 'irve' } },
      { ...ecs, options: {} },
    ];
    for (const item of wrong) {
      const result = callerItem.safeParse(item);
      expect(result.success, JSON.stringify(item.options)).toBe(false);
      expect(result.error?.issues).toContainEqual(
        expect.objectContaining({ path: ['options'], message: OPTIONS_MISMATCH_MESSAGE }),
      );
    }
  });

  it('keeps a room item’s own options as written, and refuses an option’s on it', () => {
    const socket = { id: 's1', name: 'Prise', quantity: 2, roomId: 'r1', type: 'SimpleSocket' };
    expect(callerItem.parse({ ...socket, options: { circuit: '32A' } }).options).toEqual({ circuit: '32A' });
    expect(callerItem.parse({ ...socket, options: null }).options).toBeNull();
    expect(callerItem.safeParse({ ...socket, options: { accessType: 'irve' } }).success).toBe(false);
  });

  it('reads an option item’s options by its type (optionsOf), and nothing of another type', () => {
    const items = optionItems(everything);
    const ecs = items.find((item) => item.type === 'ecs');
    const irve = items.find((item) => item.id === 'option-access_control-irve');
    expect(ecs && optionsOf(ecs, 'ecs')).toEqual({
      ecsType: 'thermodynamique',
      nombrePersonnes: 3,
      nombrePiecesEau: 2,
    });
    expect(irve && optionsOf(irve, 'access_control')?.accessType).toBe('irve');
    expect(ecs && optionsOf(ecs, 'access_control')).toBeNull();
    expect(optionsOf({ type: 'ecs', options: { ecsType: 'solaire' } }, 'ecs')).toBeNull();
  });
});
