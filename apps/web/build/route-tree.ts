// Writes src/routeTree.gen.ts, which git does not track: the TanStack Router plugin of vite.config.ts
// generates it from src/routes on every dev and build run, but `npm run typecheck` reads it before
// any of those. Resolving the Vite config runs the plugin's generation once, with the same options.
import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';

await resolveConfig({ root: fileURLToPath(new URL('..', import.meta.url)), logLevel: 'warn' }, 'serve');
