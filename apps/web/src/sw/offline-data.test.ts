import { describe, expect, it } from 'vitest';
import { batchCallKeys, isKeptRead, keptAnswers, offlineBatch } from './offline-data.ts';

const origin = 'https://courant.example';
const batch = (paths: string, input?: unknown) =>
  new URL(
    `${origin}/trpc/${paths}?batch=1${input === undefined ? '' : `&input=${encodeURIComponent(JSON.stringify(input))}`}`,
  );

describe('batchCallKeys', () => {
  it('gives one key per call, the same whatever batch the call came in', () => {
    const together = batchCallKeys(
      batch('projects.get,quotes.compute,companies.get', { 0: { id: 'p1' }, 1: { projectId: 'p1' } }),
    );
    const alone = batchCallKeys(batch('quotes.compute', { 0: { projectId: 'p1' } }));
    expect(together).toHaveLength(3);
    expect(together?.[1]).toBe(alone?.[0]);
    // A call without input (companies.get) is absent from the input object.
    expect(together?.[2]).toBe(batchCallKeys(batch('companies.get'))?.[0]);
    expect(together?.[0]).not.toBe(batchCallKeys(batch('projects.get', { 0: { id: 'p2' } }))?.[0]);
  });

  it('leaves alone what is no batched read', () => {
    expect(batchCallKeys(new URL(`${origin}/trpc/projects.get?input=%7B%7D`))).toBeNull();
    expect(batchCallKeys(new URL(`${origin}/api/v1/projects`))).toBeNull();
    expect(batchCallKeys(new URL(`${origin}/trpc/projects.get?batch=1&input=%7Bnot-json`))).toBeNull();
    expect(batchCallKeys(new URL(`${origin}/trpc/projects.get?batch=1&input=%5B1%5D`))).toBeNull();
  });
});

describe('keptAnswers and offlineBatch', () => {
  const keys = ['a', 'b', 'c'];
  const body = [
    { result: { data: { id: 'p1' } } },
    { error: { message: 'Projet introuvable', code: -32004, data: { httpStatus: 404 } } },
    { result: { data: null } },
  ];

  it('keeps the results, never the errors', () => {
    const kept = keptAnswers(keys, body);
    expect([...kept.keys()]).toEqual(['a', 'c']);
    expect(kept.get('a')).toEqual(body[0]);
    // An answer that does not match the calls keeps nothing.
    expect(keptAnswers(keys, body.slice(0, 2)).size).toBe(0);
    expect(keptAnswers(keys, { error: 'x' }).size).toBe(0);
  });

  it('answers a batch from what is kept; a call never read fails like a request without network', () => {
    const message = 'Connexion au serveur impossible : vérifiez votre réseau.';
    expect(offlineBatch([body[0], body[2]], message)).toEqual({ status: 200, body: [body[0], body[2]] });
    const partial = offlineBatch([body[0], undefined], message);
    expect(partial?.status).toBe(207);
    // No `data`: the app reads it as a network failure (isNetworkError), not as a server's refusal.
    expect(partial?.body[1]).toEqual({ error: { message, code: -32603 } });
    expect(offlineBatch([undefined, undefined], message)).toBeNull();
  });
});

describe('isKeptRead', () => {
  it('keeps who is signed in and plan files, nothing else of the REST API', () => {
    expect(isKeptRead('/api/v1/auth/user')).toBe(true);
    expect(isKeptRead('/api/v1/files/plans/abc')).toBe(true);
    expect(isKeptRead('/api/v1/projects')).toBe(false);
    expect(isKeptRead('/api/v1/auth/sso/callback')).toBe(false);
  });
});
