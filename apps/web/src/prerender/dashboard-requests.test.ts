import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../lib/auth.tsx';
import { Route } from '../routes/_app/dashboard.tsx';
import { DASHBOARD_REQUESTS } from './dashboard-requests.ts';

describe('the requests dashboard.html preloads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are the URLs the signed-in area and the dashboard loader ask for, so each is fetched once', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        asked.push(String(input));
        return new Response('{}', { status: 401, headers: { 'content-type': 'application/json' } });
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.prefetchQuery(currentUserQuery());
    // In tests the route's loader is not code-split: it is the route's own option.
    const loader = Route.options.loader as unknown as (ctx: { context: unknown }) => Promise<void>;
    await loader({ context: { queryClient } });
    expect(asked).toEqual(DASHBOARD_REQUESTS);
  });
});
