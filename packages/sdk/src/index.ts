import type { AppRouter } from '@courant/server';
import { createTRPCClient, httpBatchLink, type TRPCClient, TRPCClientError } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

export type { AppRouter };
export type CourantInputs = inferRouterInputs<AppRouter>;
export type CourantOutputs = inferRouterOutputs<AppRouter>;
export { TRPCClientError as CourantError };

export interface CourantClientOptions {
  /** Server origin, e.g. 'http://localhost:3000' (the tRPC endpoint is `${baseUrl}/trpc`). */
  baseUrl: string;
  /** A session token (from login or register); sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** A fetch implementation (defaults to the global one): handy for tests and custom agents. */
  fetch?: typeof globalThis.fetch;
}

export interface CourantClientHelpers {
  /** Signs in and keeps the session token for the following calls. */
  login(email: string, password: string): Promise<CourantOutputs['auth']['login']>;
  /** Ends the session on the server and forgets the token. */
  logout(): Promise<void>;
  /** The session token in use, if any: store it to resume later with the `token` option. */
  getToken(): string | undefined;
  setToken(value: string | undefined): void;
}

export type CourantClient = TRPCClient<AppRouter> & CourantClientHelpers;

/**
 * A typed client of every Courant procedure: `client.projects.create.mutate({...})`,
 * `client.rooms.get.query({...})`. Types come from the server's router, nothing is written twice.
 */
export function createCourantClient(options: CourantClientOptions): CourantClient {
  let token = options.token;
  const trpc = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${options.baseUrl.replace(/\/$/, '')}/trpc`,
        headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    ],
  });
  const extras: CourantClientHelpers = {
    /** Signs in and keeps the session token for the following calls. */
    async login(email: string, password: string) {
      const result = await trpc.auth.login.mutate({ email, password });
      token = result.session.token;
      return result;
    },
    /** Ends the session on the server and forgets the token. */
    async logout(): Promise<void> {
      if (token) await trpc.auth.signout.mutate();
      token = undefined;
    },
    /** The session token in use, if any: store it to resume later with the `token` option. */
    getToken(): string | undefined {
      return token;
    },
    setToken(value: string | undefined): void {
      token = value;
    },
  };
  // The tRPC client is a proxy of the router's paths; the helpers are served beside it.
  return new Proxy(trpc, {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && prop in extras) return extras[prop as keyof typeof extras];
      return Reflect.get(target, prop, receiver);
    },
  }) as CourantClient;
}
