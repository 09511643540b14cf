import {
  ACCESS_CONTROL_KEYS,
  ECS_TYPE_LABELS,
  type EquipmentItem,
  type EquipmentOptions,
  OPTION_ITEM_TYPES,
  type OptionItemType,
  type ProjectOptions,
  projectOptionsSchema,
  WISER_MODULES,
} from '../project.schema.ts';

export type AccessControlKey = (typeof ACCESS_CONTROL_KEYS)[number];
export type WiserModule = (typeof WISER_MODULES)[number];

/** The options object with every block filled in (step 5 always shows all of them). */
export type FullOptions = Required<ProjectOptions>;

export const ACCESS_CONTROL_LABELS: Record<AccessControlKey, string> = {
  interphonie: 'Interphonie',
  alarme: 'Alarme',
  portailEntree: 'Portail d’entrée',
  portailGarage: 'Portail de garage',
  irve: 'Borne de recharge (IRVE)',
  eclairageFacade: 'Éclairage de façade',
};

export const WISER_MODULE_LABELS: Record<WiserModule, string> = {
  variateur: 'Variateur',
  volets: 'Volets roulants',
  chauffage: 'Chauffage',
  commande: 'Commande',
};

export const GATE_TYPE_LABELS = { coulissant: 'Coulissant', battant: 'Battant' } as const;

function block(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The project's options with the defaults of part 1 §2/§9 (type Aucun, controller TXA663A, ECS for 1
 * person). Whatever does not parse falls back to its default rather than breaking the step.
 */
export function withOptionDefaults(options: unknown): FullOptions {
  const source = block(options);
  const wiser = block(source.wiserConfig);
  const attempt = projectOptionsSchema.safeParse({
    ...source,
    wiserConfig: { ...wiser, modules: block(wiser.modules) },
    accessControl: block(source.accessControl),
    ecs: block(source.ecs),
  });
  const parsed = attempt.success
    ? attempt.data
    : projectOptionsSchema.parse({ wiserConfig: { modules: {} }, accessControl: {}, ecs: {} });
  const { wiserConfig, accessControl, ecs } = parsed;
  if (!wiserConfig || !accessControl || !ecs) throw new Error('options defaults missing');
  return { type: parsed.type, wiserConfig, accessControl, ecs };
}

/** Turning the entrance gate off clears its type (part 1 §2 step 5). */
export function setAccessControl(options: FullOptions, key: AccessControlKey, on: boolean): FullOptions {
  const accessControl = { ...options.accessControl, [key]: on };
  if (key === 'portailEntree' && !on) accessControl.portailType = null;
  return { ...options, accessControl };
}

/** Module counts never go below 0 (part 1 §5 'Options'). */
export function setModuleCount(options: FullOptions, module: WiserModule, count: number): FullOptions {
  const value = Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0;
  return {
    ...options,
    wiserConfig: { ...options.wiserConfig, modules: { ...options.wiserConfig.modules, [module]: value } },
  };
}

const item = (
  id: string,
  type: OptionItemType,
  name: string,
  quantity: number,
  options: EquipmentOptions,
): EquipmentItem => ({ id: `option-${id}`, name, quantity, roomId: null, type, options });

/**
 * The project-level equipment items that the options stand for (part 1 §3 'Option item types'), with
 * stable ids so that saving the same options twice changes nothing.
 */
export function optionItems(options: FullOptions): EquipmentItem[] {
  const items: EquipmentItem[] = [];
  const { wiserConfig, accessControl, ecs } = options;
  if (options.type !== 'Aucun') {
    items.push(
      item('automation_system', 'automation_system', `Système domotique ${options.type}`, 1, {
        systemType: options.type,
        wiserConfig,
      }),
    );
  }
  for (const module of WISER_MODULES) {
    const count = wiserConfig.modules[module];
    if (count > 0) {
      items.push(
        item(`wiser_module-${module}`, 'wiser_module', `Module Wiser ${WISER_MODULE_LABELS[module]}`, count, {
          moduleType: module,
          controleur: wiserConfig.controleur,
        }),
      );
    }
  }
  if (wiserConfig.gateway) items.push(item('wiser_gateway', 'wiser_gateway', 'Passerelle Wiser', 1, {}));
  if (wiserConfig.zigbee) items.push(item('wiser_zigbee', 'wiser_zigbee', 'Module Zigbee Wiser', 1, {}));
  for (const key of ACCESS_CONTROL_KEYS) {
    if (!accessControl[key]) continue;
    const extra =
      key === 'portailEntree' && accessControl.portailType ? { portailType: accessControl.portailType } : {};
    items.push(
      item(`access_control-${key}`, 'access_control', ACCESS_CONTROL_LABELS[key], 1, {
        accessType: key,
        ...extra,
      }),
    );
  }
  if (ecs.type !== 'aucun') {
    items.push(
      item('ecs', 'ecs', ECS_TYPE_LABELS[ecs.type], 1, {
        ecsType: ecs.type,
        nombrePersonnes: ecs.nombrePersonnes,
        nombrePiecesEau: ecs.nombrePiecesEau,
      }),
    );
  }
  return items;
}

const OPTION_TYPES: ReadonlySet<string> = new Set(OPTION_ITEM_TYPES);

/**
 * The project's equipment with its option items replaced: room items and any other item are kept,
 * project-level items of the option types (roomId null) are replaced by those of `options`.
 */
export function replaceOptionItems<T extends { roomId?: string | null; type: string }>(
  equipments: readonly T[],
  options: FullOptions,
): (T | EquipmentItem)[] {
  const kept = equipments.filter((e) => !(e.roomId == null && OPTION_TYPES.has(e.type)));
  return [...kept, ...optionItems(options)];
}
