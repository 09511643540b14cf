import { createHash, randomUUID } from 'node:crypto';
import { canonicalJson, type SignatureEventType } from '@courant/domain';
import { type SignatureEvent, SignatureEventSchema } from '../../db/entities/index.ts';
import type { Em } from '../../db/orm.ts';

/** What happens to a signature, in the order it can happen. */
export type TrailEventType = SignatureEventType;

/** An event as the trail records it: who (IP, browser) did what, when (UTC), with its facts. */
export interface TrailEvent {
  seq: number;
  type: TrailEventType;
  at: Date;
  ip: string | null;
  userAgent: string | null;
  data: Record<string, unknown>;
}

/** The hash before the first event. */
export const TRAIL_GENESIS = '0'.repeat(64);

/**
 * SHA-256 of the previous event's hash, a newline and the event's canonical JSON (keys sorted, the
 * time as ISO 8601 UTC): changing, removing or reordering any event changes every hash after it.
 */
export function trailHash(prevHash: string, event: TrailEvent): string {
  const { seq, type, at, ip, userAgent, data } = event;
  const body = canonicalJson({ seq, type, at: at.toISOString(), ip, userAgent, data });
  return createHash('sha256').update(`${prevHash}\n${body}`).digest('hex');
}

/** Whether each event's hashes follow from the one before it; the first broken event's seq otherwise. */
export function checkTrail(
  events: ReadonlyArray<TrailEvent & { prevHash: string; hash: string }>,
): { ok: true } | { ok: false; seq: number } {
  let prev = TRAIL_GENESIS;
  for (const [index, event] of events.entries()) {
    const expected = trailHash(prev, event);
    if (event.seq !== index + 1 || event.prevHash !== prev || event.hash !== expected) {
      return { ok: false, seq: event.seq };
    }
    prev = event.hash;
  }
  return { ok: true };
}

/** A saved event as trailHash reads it (the database gives the JSON back with its keys reordered). */
export function toTrailEvent(row: SignatureEvent): TrailEvent & { prevHash: string; hash: string } {
  return {
    seq: row.seq,
    type: row.type as TrailEventType,
    at: row.at,
    ip: row.ip ?? null,
    userAgent: row.userAgent ?? null,
    data: row.data,
    prevHash: row.prevHash,
    hash: row.hash,
  };
}

/** A request's events, oldest first. */
export function loadTrail(em: Em, requestId: string): Promise<SignatureEvent[]> {
  return em.find(SignatureEventSchema, { request: requestId }, { orderBy: { seq: 'asc' } });
}

/**
 * Appends an event to a request's trail, chained to its last one. The caller holds the request's row
 * locked (or has just created it), so two events never take the same place: the unique (request, seq)
 * would refuse the second anyway.
 */
export async function appendTrailEvent(
  tem: Em,
  requestId: string,
  input: Omit<TrailEvent, 'seq'>,
): Promise<SignatureEvent> {
  const [last] = await tem.find(
    SignatureEventSchema,
    { request: requestId },
    { orderBy: { seq: 'desc' }, limit: 1 },
  );
  const event: TrailEvent = {
    ...input,
    seq: (last?.seq ?? 0) + 1,
    ip: input.ip?.slice(0, 64) ?? null,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    // Milliseconds kept: what is hashed must be what the database gives back.
    at: new Date(input.at.getTime()),
  };
  const prevHash = last?.hash ?? TRAIL_GENESIS;
  return tem.create(SignatureEventSchema, {
    id: randomUUID(),
    request: requestId,
    ...event,
    prevHash,
    hash: trailHash(prevHash, event),
  });
}
