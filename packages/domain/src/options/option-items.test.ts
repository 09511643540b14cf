import { describe, expect, it } from 'vitest';
import {
  optionItems,
  replaceOptionItems,
  setAccessControl,
  setModuleCount,
  withOptionDefaults,
} from './option-items.ts';

describe('options and their project equipment items (part 1 §2 step 5, §3 option item types)', () => {
  it('fills the defaults: Aucun, TXA663A, ECS for 1 person', () => {
    const options = withOptionDefaults(null);
    expect(options.type).toBe('Aucun');
    expect(options.wiserConfig.controleur).toBe('TXA663A');
    expect(options.wiserConfig.modules).toEqual({ variateur: 0, volets: 0, chauffage: 0, commande: 0 });
    expect(options.ecs.nombrePersonnes).toBe(1);
    expect(options.accessControl.portailType).toBeNull();
  });

  it('keeps saved values and falls back on unreadable ones', () => {
    const saved = withOptionDefaults({
      wiserConfig: { modules: { volets: 3 } },
      ecs: { type: 'thermodynamique' },
    });
    expect(saved.wiserConfig.modules.volets).toBe(3);
    expect(saved.wiserConfig.controleur).toBe('TXA663A');
    expect(saved.ecs).toEqual({ type: 'thermodynamique', nombrePersonnes: 1, nombrePiecesEau: 0 });
    expect(withOptionDefaults({ type: 'Autre' }).type).toBe('Aucun');
  });

  it('never lets a module count below 0', () => {
    const options = setModuleCount(withOptionDefaults({}), 'variateur', -1);
    expect(options.wiserConfig.modules.variateur).toBe(0);
    expect(setModuleCount(options, 'variateur', 2).wiserConfig.modules.variateur).toBe(2);
  });

  it('clears the gate type when the entrance gate is turned off', () => {
    let options = setAccessControl(withOptionDefaults({}), 'portailEntree', true);
    options = { ...options, accessControl: { ...options.accessControl, portailType: 'battant' } };
    options = setAccessControl(options, 'portailEntree', false);
    expect(options.accessControl).toMatchObject({ portailEntree: false, portailType: null });
  });

  it('turns options into project-level items of the spec types', () => {
    let options = withOptionDefaults({
      ecs: { type: 'cumulus_electrique', nombrePersonnes: 4, nombrePiecesEau: 2 },
    });
    options = setModuleCount(options, 'volets', 5);
    options = setAccessControl(options, 'portailEntree', true);
    options = { ...options, accessControl: { ...options.accessControl, portailType: 'coulissant' } };
    options = { ...options, wiserConfig: { ...options.wiserConfig, gateway: true } };
    const items = optionItems(options);
    expect(items.map((i) => [i.type, i.quantity, i.roomId])).toEqual([
      ['wiser_module', 5, null],
      ['wiser_gateway', 1, null],
      ['access_control', 1, null],
      ['ecs', 1, null],
    ]);
    expect(items[0]?.options).toEqual({ moduleType: 'volets', controleur: 'TXA663A' });
    expect(items[2]?.options).toEqual({ accessType: 'portailEntree', portailType: 'coulissant' });
    expect(items[3]?.options).toEqual({
      ecsType: 'cumulus_electrique',
      nombrePersonnes: 4,
      nombrePiecesEau: 2,
    });
    expect(optionItems(withOptionDefaults({}))).toEqual([]);
  });

  it('keeps room items and replaces only the project-level option items', () => {
    const equipments = [
      { id: 'a', type: 'SimpleSocket', roomId: 'r1', quantity: 3, name: '' },
      { id: 'b', type: 'ecs', roomId: null, quantity: 1, name: '' },
      { id: 'c', type: 'access_control', roomId: null, quantity: 1, name: '' },
    ];
    const next = replaceOptionItems(equipments, setAccessControl(withOptionDefaults({}), 'alarme', true));
    expect(next.map((e) => e.id)).toEqual(['a', 'option-access_control-alarme']);
  });
});
