import { describe, expect, it } from 'vitest';
import { errorMessage, isNetworkError, isServerError } from './error-message.ts';
import { NetworkError } from './network.ts';
import { isUnauthorized } from './query-client.ts';
import { ApiError } from './rest.ts';

describe('errors of the REST client read like tRPC errors', () => {
  it('a 401 without a session logs out; a refused login does not', () => {
    expect(isUnauthorized(new ApiError(401, 'UNAUTHORIZED', 'Authentification requise'))).toBe(true);
    expect(isUnauthorized(new ApiError(401, 'INVALID_CREDENTIALS', 'Email ou mot de passe incorrect'))).toBe(
      false,
    );
    expect(isUnauthorized(new ApiError(404, 'NOT_FOUND', 'Introuvable'))).toBe(false);
  });

  it("shows the server's French message, and the screen's fallback when there was no answer", () => {
    const refused = new ApiError(400, 'BAD_REQUEST', 'L’adresse email n’est pas valide');
    expect(isServerError(refused)).toBe(true);
    expect(errorMessage(refused, 'Erreur')).toBe('L’adresse email n’est pas valide');
    const offline = new NetworkError(new TypeError('Failed to fetch'));
    expect(isServerError(offline)).toBe(false);
    expect(isNetworkError(offline)).toBe(true);
    expect(errorMessage(offline, 'Impossible de se connecter')).toBe('Impossible de se connecter');
  });
});
