import type { Installation, RoomInstallation, Supply } from '@courant/domain';

/** An input's value as a number, null when emptied or not a number. */
export function numberOrNull(value: string | number): number | null {
  if (value === '' || value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A French number with a decimal comma (2,5). */
export const frenchDecimal = (n: number) => String(n).replace('.', ',');

/** Rooms with a towel dryer to power. */
export const WET_ROOMS: ReadonlySet<string> = new Set(['WetRoom', 'BathroomWithWC']);

/** The supply changed; a first change starts from a 9 kVA single-phase supply. */
export function withSupply(installation: Installation, next: Partial<Supply>): Installation {
  const base: Supply = installation.supply ?? { phases: 'monophase', subscribedKva: 9 };
  return { ...installation, supply: { ...base, ...next } };
}

export function roomFactsOf(installation: Installation, roomId: string): RoomInstallation {
  return installation.rooms?.find((r) => r.roomId === roomId) ?? { roomId };
}

export function withRoomFacts(
  installation: Installation,
  roomId: string,
  next: Partial<RoomInstallation>,
): Installation {
  const others = (installation.rooms ?? []).filter((r) => r.roomId !== roomId);
  return { ...installation, rooms: [...others, { ...roomFactsOf(installation, roomId), ...next }] };
}

export function withHeatPump(
  installation: Installation,
  next: NonNullable<Installation['heatPump']>,
): Installation {
  return { ...installation, heatPump: { ...installation.heatPump, ...next } };
}

export function withLightning(
  installation: Installation,
  next: NonNullable<Installation['lightning']>,
): Installation {
  return { ...installation, lightning: { ...installation.lightning, ...next } };
}

/** What each part of the installation form is given: the facts and where to send a change. */
export interface InstallationFieldsProps {
  installation: Installation;
  change: (next: Installation) => void;
}
