import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cableTypeSchema, surgeProtectorTypeSchema } from './dimensioning/dimensioning.schema.ts';
import { dimensioningInputSchema } from './dimensioning/dimensioning-input.ts';
import { phaseSchema, rcdTypeSchema } from './dimensioning/rcd-rows.ts';
import { equipmentTypeSchema } from './equipment-types.ts';
import { DOMAIN_ERRORS, enumError, parseEnum } from './errors.ts';
import {
  evChargerSchema,
  INSTALLATION_MESSAGES,
  supplyPhasesSchema,
} from './installation/installation.schema.ts';
import {
  equipmentItemSchema,
  expositionSchema,
  optionItemTypeSchema,
  projectOptionsSchema,
  projectStatusSchema,
  workScopeSchema,
} from './project.schema.ts';
import { roomTypeSchema } from './room-types.ts';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('every enumerated input refuses an unknown value with its typed French message', () => {
  it.each([
    ['room type', roomTypeSchema, 'Veranda', DOMAIN_ERRORS.UNKNOWN_ROOM_TYPE],
    ['equipment type', equipmentTypeSchema, 'Jacuzzi', DOMAIN_ERRORS.UNKNOWN_EQUIPMENT_TYPE],
    ['option item type', optionItemTypeSchema, 'piscine', DOMAIN_ERRORS.UNKNOWN_OPTION_ITEM_TYPE],
    ['equipment item type', equipmentItemSchema.shape.type, 'Jacuzzi', DOMAIN_ERRORS.UNKNOWN_EQUIPMENT_TYPE],
    ['exposition', expositionSchema, 'Haut', DOMAIN_ERRORS.UNKNOWN_EXPOSITION],
    ['project status', projectStatusSchema, 'archived', DOMAIN_ERRORS.UNKNOWN_PROJECT_STATUS],
    ['work scope', workScopeSchema, 'garage', DOMAIN_ERRORS.UNKNOWN_WORK_SCOPE],
    ['cable type', cableTypeSchema, 'H07', DOMAIN_ERRORS.UNKNOWN_CABLE_TYPE],
    ['surge protector type', surgeProtectorTypeSchema, 'Type 4', DOMAIN_ERRORS.UNKNOWN_SURGE_PROTECTOR_TYPE],
    ['RCD type', rcdTypeSchema, 'B', DOMAIN_ERRORS.UNKNOWN_RCD_TYPE],
    ['phase', phaseSchema, 'L4', DOMAIN_ERRORS.UNKNOWN_PHASE],
    ['supply', supplyPhasesSchema, 'biphase', INSTALLATION_MESSAGES.phases],
    ['EV charger', evChargerSchema, 'borne_50kw', INSTALLATION_MESSAGES.evCharger],
  ] as const)('%s', (_name, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it.each([
    [{ type: 'Zigbee' }, DOMAIN_ERRORS.UNKNOWN_CONTROL_SYSTEM],
    [{ wiserConfig: { controleur: 'TXA000' } }, DOMAIN_ERRORS.UNKNOWN_WISER_CONTROLLER],
    [{ accessControl: { portailType: 'levant' } }, DOMAIN_ERRORS.UNKNOWN_GATE_TYPE],
    [{ ecs: { type: 'solaire' } }, DOMAIN_ERRORS.UNKNOWN_ECS_TYPE],
  ])('options %j', (options, message) => {
    expect(messageOf(projectOptionsSchema, options)).toBe(message);
  });

  it('the dimensioning input refuses an unknown work type or scope', () => {
    const base = { rooms: [], equipments: [] };
    expect(messageOf(dimensioningInputSchema, { ...base, workType: 'Extension' })).toBe(
      DOMAIN_ERRORS.UNKNOWN_WORK_TYPE,
    );
    expect(messageOf(dimensioningInputSchema, { ...base, workScope: 'garage' })).toBe(
      DOMAIN_ERRORS.UNKNOWN_WORK_SCOPE,
    );
  });

  it('parseEnum gives the value or the typed error', () => {
    expect(parseEnum(['A', 'B'], 'A', 'UNKNOWN_RCD_TYPE')).toEqual({ ok: true, value: 'A' });
    expect(parseEnum(['A', 'B'], 'Z', 'UNKNOWN_RCD_TYPE')).toEqual({
      ok: false,
      error: enumError('UNKNOWN_RCD_TYPE'),
    });
  });
});
