/** The server's public surface for other workspaces: types only (web, sdk) and createApp (tests, tools). */

export type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
export type { AppRouter } from './trpc/app-router.ts';
