/**
 * Times compliance + dimensioning + estimate for a 30-room house and prints the median per run.
 * Target: under 1 ms on this machine. Run: `npm run bench -w @courant/domain`.
 */
import { performance } from 'node:perf_hooks';
import { checkCompliance } from '../src/compliance/check-compliance.ts';
import { toComplianceRequest } from '../src/compliance/to-compliance-request.ts';
import { computeDimensioning } from '../src/dimensioning/compute-dimensioning.ts';
import type { EquipmentType } from '../src/equipment-types.ts';
import { buildEstimate } from '../src/estimate/build.ts';
import type { EquipmentItem, ProjectOptions, Room } from '../src/project.schema.ts';
import type { RoomType } from '../src/room-types.ts';

type Spec = [RoomType, number, Partial<Record<EquipmentType, number>>];

const LIT = { LightingPoint: 2, SimpleSwitch: 1 } as const;
const PLAN: Spec[] = [
  [
    'LivingRoom',
    42,
    { ...LIT, SimpleSocket: 5, DoubleSocket: 2, NetworkSocket: 2, TVSocket: 1, Convector: 1 },
  ],
  ['Kitchen', 14, { ...LIT, SimpleSocket: 6, OvenSocket: 1, ExtractorSocket: 1, Dedicated20ASocket: 3 }],
  ['LivingRoomWithIntegratedKitchen', 38, { ...LIT, SimpleSocket: 12, OvenSocket: 1, NetworkSocket: 2 }],
  ['WC', 2, { LightingPoint: 1, SimpleSwitch: 1 }],
  ['BathroomWithWC', 7, { ...LIT, SimpleSocket: 1, WaterHeater: 1, SimpleFlowVMC: 1 }],
  ['CirculationArea', 9, { ...LIT, SimpleSocket: 1 }],
  ['Other', 18, { ...LIT, SimpleSocket: 2, Dedicated20ASocket: 2 }],
  ['ExteriorSpace', 25, { LightingPoint: 2, WaterproofSocket: 1 }],
];
const BEDROOM: Spec = [
  'Bedroom',
  12,
  { LightingPoint: 1, SimpleSwitch: 1, SimpleSocket: 3, NetworkSocket: 1, InertiaRadiator: 1 },
];

function house(): { rooms: Room[]; equipments: EquipmentItem[] } {
  const specs: Spec[] = [...PLAN];
  // 30 rooms: the 8 above plus bedrooms, one in four with a room left bare so rules fire.
  for (let i = 0; specs.length < 30; i += 1) specs.push(i % 4 === 3 ? ['Bedroom', 9, {}] : BEDROOM);
  const rooms: Room[] = [];
  const equipments: EquipmentItem[] = [];
  specs.forEach(([roomType, surface, equipment], i) => {
    const id = String(i + 1);
    rooms.push({ id, name: `Pièce ${id}`, surface, roomType });
    for (const [type, quantity] of Object.entries(equipment)) {
      equipments.push({
        id: `${id}-${type}`,
        name: type,
        quantity: quantity ?? 0,
        roomId: id,
        type: type as EquipmentType,
        metadata: { color: '#FFFFFF' },
      });
    }
  });
  return { rooms, equipments };
}

const options: Partial<ProjectOptions> = {
  accessControl: {
    interphonie: true,
    alarme: true,
    portailEntree: true,
    portailType: 'coulissant',
    portailGarage: true,
    irve: true,
    eclairageFacade: true,
  },
  ecs: { type: 'cumulus_electrique', nombrePersonnes: 5, nombrePiecesEau: 2 },
};

const { rooms, equipments } = house();

function runOnce(): number {
  const result = checkCompliance(
    toComplianceRequest({ projectId: 'bench', postalCode: '69001', rooms, equipments, options }),
  );
  const dimensioning = computeDimensioning({
    rooms,
    equipments,
    options,
    postalCode: '69001',
    numberOfPeople: 5,
  });
  const estimate = buildEstimate({ rooms, equipments, dimensioning });
  // Return something derived from every output so no work can be skipped.
  return (
    result.room_results.length + dimensioning.circuit_breakers.length + estimate.dimensioningItems.length
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

const WARMUP = 500;
const SAMPLES = 5000;
let sink = 0;
for (let i = 0; i < WARMUP; i += 1) sink += runOnce();
const times: number[] = [];
for (let i = 0; i < SAMPLES; i += 1) {
  const start = performance.now();
  sink += runOnce();
  times.push(performance.now() - start);
}

const ms = median(times);
console.log(
  `domain bench: ${rooms.length} rooms, ${equipments.length} equipment lines — checkCompliance + computeDimensioning + buildEstimate`,
);
console.log(`  runs: ${SAMPLES} (after ${WARMUP} warm-up)`);
console.log(`  median: ${ms.toFixed(3)} ms per run · p95: ${percentile(times, 0.95).toFixed(3)} ms`);
console.log(`  target < 1 ms: ${ms < 1 ? 'met' : 'NOT met'}  (checksum ${sink})`);
