/**
 * What a request that got no answer says (every network error reads in French — the
 * browser's 'Failed to fetch' is never shown).
 */
export const NETWORK_ERROR_MESSAGE = 'Connexion au serveur impossible : vérifiez votre réseau.';

/** A request that never reached the server (offline, connection cut, DNS): worth retrying as is. */
export class NetworkError extends TypeError {
  constructor(cause?: unknown) {
    super(NETWORK_ERROR_MESSAGE, { cause });
    this.name = 'NetworkError';
  }
}

/** fetch with the session cookie, whose network failures carry the French message. */
export async function appFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, { ...init, credentials: 'include' });
  } catch (error) {
    // A cancelled request is not a network failure.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
}
