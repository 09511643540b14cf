import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { isPublicPath, safeFrom } from './auth.tsx';
import { isUnauthorized } from './query-client.ts';

describe('safeFrom', () => {
  it('follows a path of this site, with its search', () => {
    expect(safeFrom('/settings')).toBe('/settings');
    expect(safeFrom('/projects/42/rooms?tab=1')).toBe('/projects/42/rooms?tab=1');
  });

  it('refuses another host, in any spelling (no open redirect)', () => {
    expect(safeFrom('https://evil.example')).toBeUndefined();
    expect(safeFrom('//evil.example/settings')).toBeUndefined();
    expect(safeFrom('/\\evil.example')).toBeUndefined();
    expect(safeFrom('javascript:alert(1)')).toBeUndefined();
  });

  it('refuses an auth page (a login must not lead back to a login) and non-strings', () => {
    expect(safeFrom('/auth/login?from=%2Fsettings')).toBeUndefined();
    expect(safeFrom(42)).toBeUndefined();
    expect(safeFrom(undefined)).toBeUndefined();
  });
});

describe('isPublicPath', () => {
  it('exempts home, landing and auth pages from the forced login (part 1 §6)', () => {
    for (const path of ['/', '/landing', '/auth', '/auth/login', '/auth/confirm-reset-password']) {
      expect(isPublicPath(path)).toBe(true);
    }
    for (const path of ['/dashboard', '/projects/1', '/authors', '/landing/x', '/settings']) {
      expect(isPublicPath(path)).toBe(false);
    }
  });
});

function serverError(httpStatus: number, code: string) {
  return new TRPCClientError('refused', {
    result: { error: { code: -32001, message: 'refused', data: { httpStatus, code } } },
  });
}

describe('isUnauthorized', () => {
  it('is a lost session: 401 UNAUTHORIZED', () => {
    expect(isUnauthorized(serverError(401, 'UNAUTHORIZED'))).toBe(true);
  });

  it('is not a refused password (401 INVALID_CREDENTIALS), another status, or a network failure', () => {
    expect(isUnauthorized(serverError(401, 'INVALID_CREDENTIALS'))).toBe(false);
    expect(isUnauthorized(serverError(403, 'ORIGIN_REFUSED'))).toBe(false);
    expect(isUnauthorized(new TRPCClientError('Failed to fetch'))).toBe(false);
    expect(isUnauthorized(new Error('401'))).toBe(false);
  });
});
