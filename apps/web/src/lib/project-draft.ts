/**
 * Temporary local edits of a project (part 1 §4, part 2 §4.6): kept in localStorage under a key prefix
 * for projects, merged over the server's data when a project loads, and deleted once older than 24 hours
 * or unparsable. Storage failures are only warned about (part 1 §8).
 */

import { draftOwner } from './draft-owner.ts';

export const PROJECT_DRAFT_PREFIX = 'courant:project:';
/** Part 1 §9: temporary local data expires after 24 hours. */
export const PROJECT_DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

/** Fields a screen keeps locally until the server has them; any project field may be added. */
export interface ProjectDraft {
  name?: string;
  description?: string | null;
  typeProjet?: string;
  typeTravaux?: string;
  codePostal?: string;
  numberOfPeople?: number | string;
  options?: Record<string, unknown>;
  rooms?: unknown[];
  dimensioning?: Record<string, unknown> | null;
  [field: string]: unknown;
}

interface StoredDraft {
  savedAt: number;
  data: ProjectDraft;
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface DraftOptions {
  /** Defaults to window.localStorage; none (private mode, tests) makes every call a no-op. */
  storage?: DraftStorage | null;
  /** Milliseconds since the epoch; defaults to Date.now(). */
  now?: number;
}

function resolveStorage(options: DraftOptions): DraftStorage | null {
  if (options.storage !== undefined) return options.storage;
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    console.warn('Stockage local indisponible', error);
    return null;
  }
}

/** Drafts are kept per user (draft-owner.ts). */
function keyOf(projectId: string): string {
  const owner = draftOwner();
  return owner ? `${PROJECT_DRAFT_PREFIX}${owner}:${projectId}` : `${PROJECT_DRAFT_PREFIX}${projectId}`;
}

function parse(raw: string): StoredDraft | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { savedAt, data } = value as Partial<StoredDraft>;
    if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    return { savedAt, data };
  } catch {
    return null;
  }
}

function isExpired(entry: StoredDraft, now: number): boolean {
  return now - entry.savedAt > PROJECT_DRAFT_TTL_MS;
}

function safely<T>(fallback: T, run: () => T): T {
  try {
    return run();
  } catch (error) {
    console.warn('Erreur du stockage local du projet', error);
    return fallback;
  }
}

/** The project's local edits, or null. An expired or unparsable entry is deleted on the way. */
export function readProjectDraft(projectId: string, options: DraftOptions = {}): ProjectDraft | null {
  const storage = resolveStorage(options);
  if (!storage || !projectId) return null;
  const now = options.now ?? Date.now();
  return safely(null, () => {
    const key = keyOf(projectId);
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const entry = parse(raw);
    if (!entry || isExpired(entry, now)) {
      storage.removeItem(key);
      return null;
    }
    return entry.data;
  });
}

/** Adds fields to the project's local edits (later writes win field by field) and restarts its 24 h. */
export function writeProjectDraft(projectId: string, patch: ProjectDraft, options: DraftOptions = {}): void {
  const storage = resolveStorage(options);
  if (!storage || !projectId) return;
  const now = options.now ?? Date.now();
  safely(undefined, () => {
    const current = readProjectDraft(projectId, { storage, now }) ?? {};
    const entry: StoredDraft = { savedAt: now, data: { ...current, ...patch } };
    storage.setItem(keyOf(projectId), JSON.stringify(entry));
  });
}

/** Forgets the given fields of the project's local edits (all of them when none are given). */
export function clearProjectDraft(
  projectId: string,
  fields?: readonly string[],
  options: DraftOptions = {},
): void {
  const storage = resolveStorage(options);
  if (!storage || !projectId) return;
  const now = options.now ?? Date.now();
  safely(undefined, () => {
    const key = keyOf(projectId);
    if (!fields) {
      storage.removeItem(key);
      return;
    }
    const raw = storage.getItem(key);
    const entry = raw === null ? null : parse(raw);
    if (!entry || isExpired(entry, now)) {
      storage.removeItem(key);
      return;
    }
    const data = { ...entry.data };
    for (const field of fields) delete data[field];
    if (Object.keys(data).length === 0) storage.removeItem(key);
    // The entry keeps its age: forgetting some fields is not a new edit.
    else storage.setItem(key, JSON.stringify({ savedAt: entry.savedAt, data }));
  });
}

/** Deletes every expired or unparsable project entry; returns how many were removed. */
export function pruneProjectDrafts(options: DraftOptions = {}): number {
  const storage = resolveStorage(options);
  if (!storage) return 0;
  const now = options.now ?? Date.now();
  return safely(0, () => {
    const stale: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key === null || !key.startsWith(PROJECT_DRAFT_PREFIX)) continue;
      const raw = storage.getItem(key);
      const entry = raw === null ? null : parse(raw);
      if (!entry || isExpired(entry, now)) stale.push(key);
    }
    for (const key of stale) storage.removeItem(key);
    return stale.length;
  });
}

/** The server's project with the local edits laid over it, field by field. */
export function mergeProjectDraft<T extends object>(server: T, draft: ProjectDraft | null): T {
  if (!draft) return server;
  const merged: Record<string, unknown> = { ...(server as Record<string, unknown>) };
  for (const [field, value] of Object.entries(draft)) {
    if (value !== undefined) merged[field] = value;
  }
  return merged as T;
}
