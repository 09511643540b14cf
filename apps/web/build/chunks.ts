import path from 'node:path';

/**
 * How the client build groups its modules into files (issue 19). Left to itself, Rolldown cut the app
 * into ~180 files, many under 1 kB: the landing's app (after the first gesture) came in 50 files and the
 * dashboard in 78. Each file costs a request (six at a time over HTTP/1.1: Lighthouse's simulated 4G
 * pays a round trip per wave) and compresses alone, and a file under 1 kB is sent uncompressed
 * (build/precompress.ts). Groups, by priority; a group takes its modules and what they import, less
 * what a group above took:
 * - `index`: everything the entry imports statically (React, the router, Mantine's provider, the query
 *   client, the auth helpers), in the entry's own file: every page loads all of it anyway;
 * - `landing`: the landing's own content (its route and what it imports from src/features/landing/;
 *   its phone menu and contact form stay apart, loaded when needed);
 * - `public`: what else the landing imports (Mantine's layout pieces, the billing toggle, icons, the
 *   logo, the plans' cards): the auth screens and the signed-in area use most of it;
 * - `common`: the pieces that the auth screens and the signed-in area share (Mantine's internals,
 *   alerts, close and icon buttons, mutations, the logo, the full-screen loader, the domain's price and
 *   date formats);
 * - `overlays`: what drawers, modals and tooltips need (floating-ui, the scroll lock, portals): the
 *   signed-in area and the landing's phone menu, not the auth screens;
 * - `signed-in`: the signed-in area's layout, tRPC and the dashboard (its start page, which
 *   dashboard.html preloads), with what else they import: one file.
 * Every other module keeps Rolldown's own splitting. A module of the signed-in area that a public page
 * also imports would make that page load `signed-in`: build/prerender.ts fails the build if the landing
 * or any public route does; the shared module then belongs in `common` (or `overlays`).
 */

const SRC = path.join(import.meta.dirname, '../src');
const LANDING_DIR = path.join(SRC, 'features/landing') + path.sep;

/** A route's code-split part, as the router plugin names its module. */
const routePart = (file: string, part: 'component' | 'loader') => `${path.join(SRC, file)}?tsr-split=${part}`;
const LANDING_ROUTE = routePart('routes/index.tsx', 'component');
const SIGNED_IN_ROUTES = [
  routePart('routes/_app.tsx', 'component'),
  routePart('routes/_app/dashboard.tsx', 'component'),
  routePart('routes/_app/dashboard.tsx', 'loader'),
];

const sep = String.raw`[\\/]`;
const mantine = (components: string[]) =>
  `node_modules${sep}@mantine${sep}core${sep}esm${sep}components${sep}(${components.join('|')})${sep}`;
const OVERLAYS = new RegExp(
  [
    `node_modules${sep}(@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-sidecar|react-style-singleton)${sep}`,
    mantine(['FocusTrap', 'ModalBase', 'Overlay', 'Portal', 'ScrollArea']),
  ].join('|'),
);
const COMMON = new RegExp(
  [
    `node_modules${sep}@mantine${sep}core${sep}esm${sep}core${sep}`,
    mantine(['ActionIcon', 'Alert', 'CloseButton']),
    `node_modules${sep}@tanstack${sep}react-query${sep}build${sep}modern${sep}useMutation\\.js$`,
    `src${sep}ui${sep}(logo|full-screen-loader)\\.tsx$`,
    // The domain's French formats (prices, dates): the dashboard and the public signing page both print them.
    `packages${sep}domain${sep}src${sep}format\\.ts$`,
  ].join('|'),
);

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

// One chunking pass hands every call the same graph object: the landing's modules are listed once.
const landingModules = new WeakMap<ModuleGraph, Set<string>>();

/** The modules of src/features/landing/ that the landing's route imports statically. */
function landingOwn(graph: ModuleGraph): Set<string> {
  let own = landingModules.get(graph);
  if (own) return own;
  own = new Set();
  const stack = [...(graph.getModuleInfo(LANDING_ROUTE)?.importedIds ?? [])];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (own.has(id) || !id.startsWith(LANDING_DIR)) continue;
    own.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  if (own.size === 0)
    throw new Error(`build/chunks.ts: ${LANDING_ROUTE} imports nothing from ${LANDING_DIR}`);
  landingModules.set(graph, own);
  return own;
}

/** Names of the landing's and the signed-in area's files (build/prerender.ts looks them up). */
export const LANDING_CHUNK = 'landing';
export const SIGNED_IN_CHUNK = 'signed-in';

/** `build.rolldownOptions.output.codeSplitting` of the client build. */
export const codeSplitting = {
  groups: [
    { name: 'index', tags: ['$initial' as const], priority: 6 },
    {
      name: (id: string, graph: ModuleGraph) =>
        id === LANDING_ROUTE || landingOwn(graph).has(id) ? LANDING_CHUNK : null,
      includeDependenciesRecursively: false,
      priority: 5,
    },
    {
      name: (id: string, graph: ModuleGraph) => (landingOwn(graph).has(id) ? 'public' : null),
      priority: 4,
    },
    { name: 'common', test: COMMON, priority: 3 },
    { name: 'overlays', test: OVERLAYS, priority: 2 },
    { name: SIGNED_IN_CHUNK, test: (id: string) => SIGNED_IN_ROUTES.includes(id), priority: 1 },
  ],
};
