import type { EquipmentType } from '../equipment-types.ts';

/**
 * Test support shared by the estimate tests (not exported by the package): part 2 §9's wiring devices
 * as the spec lists them, in white. The estimate's line and the type selector (§4.4) give the same
 * reference, price and box, but not always the same plate: the double switch takes a simple plate on
 * the estimate and a double one in the selector; the dimmer has no plate on the estimate.
 */
export const WIRING_DEVICES: readonly [
  type: EquipmentType,
  reference: string,
  prix: number,
  box: string,
  estimatePlate: string,
  selectorPlate: string,
][] = [
  ['SimpleSocket', 'S520059', 3.24, '080041', 'S520702', 'S520702'],
  ['DoubleSocket', 'S520059', 3.24, '080042', 'S520704', 'S520704'],
  ['SimpleSwitch', 'S520204', 3.5, '080041', 'S520702', 'S520702'],
  ['DoubleSwitch', 'S520214', 8, '080041', 'S520702', 'S520704'],
  ['NetworkSocket', 'S520476', 9.9, '080041', 'S520702', 'S520702'],
  ['TVSocket', 'S520445', 7, '080041', 'S520702', 'S520702'],
  ['OvenSocket', 'S520662', 12.9, '080051', 'S520702', 'S520702'],
  ['ExtractorSocket', 'S520059', 3.24, '080041', 'S520702', 'S520702'],
  ['Dedicated20ASocket', 'S520059', 3.24, '080041', 'S520702', 'S520702'],
  ['DimmerSwitch', 'S520204', 3.5, '080041', '', 'S520702'],
];
