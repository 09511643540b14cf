import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnyRouter, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { setDraftOwner } from './draft-owner.ts';
import { isUnauthorized } from './query-client.ts';
import { publicApi } from './rest.ts';
import { forgetOfflineData, keepOfflineDataOf } from './service-worker.tsx';
import type { RouterOutputs } from './trpc.ts';

/** The current user; null when signed out. */
export type CurrentUser = NonNullable<RouterOutputs['auth']['user']>;

/** Cache key of the current user (part 1 §9: kept 5 min, no retry). */
const AUTH_USER_KEY = ['auth', 'user'] as const;
const AUTH_USER_STALE_MS = 5 * 60 * 1000;

/**
 * Loads the current user; a 401 is an answer (signed out), not an error, so it never triggers a logout.
 * Over REST: every page asks it, the public ones included, which must not load tRPC.
 */
export function currentUserQuery() {
  return {
    queryKey: AUTH_USER_KEY,
    queryFn: async (): Promise<CurrentUser | null> => {
      try {
        const user = (await publicApi.user()) ?? null;
        // Local edits waiting for the network belong to this user only.
        setDraftOwner(user?.id ?? null);
        keepOfflineDataOf(user?.id ?? null);
        return user;
      } catch (error) {
        if (isUnauthorized(error)) {
          setDraftOwner(null);
          keepOfflineDataOf(null);
          return null;
        }
        throw error;
      }
    },
    staleTime: AUTH_USER_STALE_MS,
    retry: false,
  };
}

/** Part 1 §4: the client's authentication state is the user and an isAuthenticated flag. */
export function useAuth() {
  const query = useQuery(currentUserQuery());
  const user = query.data ?? null;
  return { user, isAuthenticated: user !== null, isPending: query.isPending };
}

/** After login, registration or a password change: the server set the cookie, load who we are. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 }), [queryClient]);
}

/** Forget everything that belonged to the signed-out user: the user itself and every cached answer. */
export function clearSession(queryClient: QueryClient): void {
  setDraftOwner(null);
  forgetOfflineData();
  queryClient.setQueryData(AUTH_USER_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_USER_KEY[0] });
  queryClient.getMutationCache().clear();
}

/** Part 1 §4: logout clears the user, the flag and the entire data cache, then navigates to /. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await publicApi.signout();
    } catch (error) {
      // Part 1 §8: a failed logout is only logged; the user is signed out locally anyway.
      console.error('Erreur lors de la déconnexion', error);
    }
    // Leave the signed-in area first, so that its auth check does not send us to login instead.
    await navigate({ to: '/' });
    clearSession(queryClient);
  }, [navigate, queryClient]);
}

/** Part 6: pages under /auth, the landing page and home are exempt from the forced redirect to login. */
export function isPublicPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/landing' || pathname === '/auth' || pathname.startsWith('/auth/');
}

/** A `from` value is followed only when it is a path of this site (no open redirect to another host). */
export function safeFrom(from: unknown): string | undefined {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return undefined;
  }
  return from.startsWith('/auth') ? undefined : from;
}

/**
 * Goes to a `from` href (path and search) of this site. The router's typed `to` only takes route paths;
 * its history takes any href of the app and the router follows it.
 */
export function followHref(router: AnyRouter, href: string, replace = true): void {
  const safe = safeFrom(href) ?? '/';
  if (replace) router.history.replace(safe);
  else router.history.push(safe);
}

/** Part 1 §8: any 401 logs the user out and sends them to login, unless on an auth page, landing or home. */
export function handleSessionLost(queryClient: QueryClient, router: AnyRouter): void {
  const { pathname, href } = router.state.location;
  clearSession(queryClient);
  // Inside the signed-in shell, its auth check sees the cleared user and redirects with 'from' itself.
  const inShell = router.state.matches.some((match) => match.routeId === '/_app');
  if (isPublicPath(pathname) || inShell) return;
  void router.navigate({ to: '/auth/login', search: { from: href }, replace: true });
}
