import { describe, expect, it } from 'vitest';
import {
  clearProjectDraft,
  type DraftStorage,
  mergeProjectDraft,
  PROJECT_DRAFT_PREFIX,
  PROJECT_DRAFT_TTL_MS,
  pruneProjectDrafts,
  readProjectDraft,
  writeProjectDraft,
} from './project-draft.ts';

/** The browser's localStorage does not exist under Node: a Map with the same methods stands in for it. */
class MemoryStorage implements DraftStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  keys() {
    return [...this.items.keys()];
  }
}

const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const HOUR = 60 * 60 * 1000;

describe('project drafts', () => {
  it('keeps edits under the project key prefix and merges later writes field by field', () => {
    const storage = new MemoryStorage();
    writeProjectDraft('p1', { name: 'Maison A', codePostal: '750' }, { storage, now: T0 });
    writeProjectDraft('p1', { codePostal: '75011' }, { storage, now: T0 + 1000 });
    expect(storage.keys()).toEqual([`${PROJECT_DRAFT_PREFIX}p1`]);
    expect(readProjectDraft('p1', { storage, now: T0 + 2000 })).toEqual({
      name: 'Maison A',
      codePostal: '75011',
    });
    expect(readProjectDraft('p2', { storage, now: T0 })).toBeNull();
  });

  it('still reads an entry just under 24 hours old and deletes it once older', () => {
    const storage = new MemoryStorage();
    writeProjectDraft('p1', { name: 'Maison A' }, { storage, now: T0 });
    expect(readProjectDraft('p1', { storage, now: T0 + PROJECT_DRAFT_TTL_MS })).toEqual({ name: 'Maison A' });
    expect(readProjectDraft('p1', { storage, now: T0 + PROJECT_DRAFT_TTL_MS + 1 })).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('deletes an unparsable entry when reading it', () => {
    const storage = new MemoryStorage();
    storage.setItem(`${PROJECT_DRAFT_PREFIX}p1`, '{not json');
    storage.setItem(`${PROJECT_DRAFT_PREFIX}p2`, JSON.stringify({ data: { name: 'sans date' } }));
    expect(readProjectDraft('p1', { storage, now: T0 })).toBeNull();
    expect(readProjectDraft('p2', { storage, now: T0 })).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('prunes expired and unparsable project entries and leaves other keys alone', () => {
    const storage = new MemoryStorage();
    storage.setItem('sidebar-collapsed', 'true');
    writeProjectDraft('old', { name: 'vieux' }, { storage, now: T0 - 25 * HOUR });
    writeProjectDraft('fresh', { name: 'récent' }, { storage, now: T0 - HOUR });
    storage.setItem(`${PROJECT_DRAFT_PREFIX}broken`, 'null');
    expect(pruneProjectDrafts({ storage, now: T0 })).toBe(2);
    expect(storage.keys().sort()).toEqual([`${PROJECT_DRAFT_PREFIX}fresh`, 'sidebar-collapsed']);
  });

  it('clears some fields or the whole entry', () => {
    const storage = new MemoryStorage();
    writeProjectDraft('p1', { rooms: [{ id: 'r1' }], options: { type: 'Aucun' } }, { storage, now: T0 });
    clearProjectDraft('p1', ['rooms'], { storage, now: T0 });
    expect(readProjectDraft('p1', { storage, now: T0 })).toEqual({ options: { type: 'Aucun' } });
    clearProjectDraft('p1', ['options'], { storage, now: T0 });
    expect(storage.length).toBe(0);
    writeProjectDraft('p1', { name: 'x' }, { storage, now: T0 });
    clearProjectDraft('p1', undefined, { storage, now: T0 });
    expect(storage.length).toBe(0);
  });

  it('lays local edits over the server data', () => {
    const server = { id: 'p1', name: 'Serveur', codePostal: '75011', numberOfPeople: 2 };
    expect(mergeProjectDraft(server, { name: 'Local', codePostal: undefined })).toEqual({
      id: 'p1',
      name: 'Local',
      codePostal: '75011',
      numberOfPeople: 2,
    });
    expect(mergeProjectDraft(server, null)).toBe(server);
  });

  it('does nothing without a storage and survives a storage that throws', () => {
    expect(readProjectDraft('p1', { storage: null })).toBeNull();
    const throwing: DraftStorage = {
      length: 0,
      key: () => null,
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(readProjectDraft('p1', { storage: throwing })).toBeNull();
      expect(() => writeProjectDraft('p1', { name: 'x' }, { storage: throwing })).not.toThrow();
    } finally {
      console.warn = warn;
    }
  });
});
