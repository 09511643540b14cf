/**
 * What the service worker keeps of the server's answers so that a project already opened can be
 * consulted offline, as pure functions the worker and the tests share.
 *
 * The web app reads through tRPC's batch link: `GET /trpc/a,b?batch=1&input={"0":…,"1":…}`, whose
 * grouping changes with what a screen asks at once. Each answer is therefore kept per procedure and
 * input, and an offline batch is put back together from them: what was read before is answered, what
 * was never read answers like a request without network (the app's French 'Connexion au serveur
 * impossible' and its retry).
 */

/** The cache of answers; it belongs to the signed-in user and is emptied when the user changes. */
export const DATA_CACHE = 'courant-data-v1';

/** Reads kept besides tRPC's: who is signed in (REST, every page asks it) and plan files. */
export function isKeptRead(pathname: string): boolean {
  return pathname === '/api/v1/auth/user' || pathname.startsWith('/api/v1/files/');
}

/**
 * The cache keys of a batched tRPC read, one per procedure call in order; null for anything else
 * (a single call, a mutation, an unreadable input).
 */
export function batchCallKeys(url: URL): string[] | null {
  if (!url.pathname.startsWith('/trpc/') || url.searchParams.get('batch') !== '1') return null;
  const paths = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
  let inputs: Record<string, unknown> = {};
  const raw = url.searchParams.get('input');
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
      inputs = parsed as Record<string, unknown>;
    } catch {
      return null;
    }
  }
  if (paths.some((p) => !/^[\w.]+$/.test(p))) return null;
  // A call without input is absent from the input object.
  return paths.map(
    (p, i) =>
      `${url.origin}/__offline/trpc/${p}?input=${encodeURIComponent(JSON.stringify(inputs[i] ?? null))}`,
  );
}

/** The answers of a batch worth keeping: successful results, by the key of their call. */
export function keptAnswers(keys: readonly string[], body: unknown): Map<string, unknown> {
  const kept = new Map<string, unknown>();
  if (!Array.isArray(body) || body.length !== keys.length) return kept;
  body.forEach((item: unknown, i) => {
    const key = keys[i];
    if (key && typeof item === 'object' && item !== null && 'result' in item) kept.set(key, item);
  });
  return kept;
}

/**
 * A batch answered from kept answers (undefined where none is kept): each missing call fails like a
 * request that got no answer — an error without the server's `data`, which the app reads as a network
 * failure (lib/error-message.ts `isNetworkError`). Null when nothing at all is kept.
 */
export function offlineBatch(
  answers: readonly unknown[],
  networkMessage: string,
): { status: number; body: unknown[] } | null {
  if (answers.every((a) => a === undefined)) return null;
  const missing = { error: { message: networkMessage, code: -32603 } };
  const body = answers.map((a) => a ?? missing);
  return { status: answers.includes(undefined) ? 207 : 200, body };
}
