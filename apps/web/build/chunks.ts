/**
 * How the client build groups its modules into files (issue 19). Left to itself, Rolldown cut the app
 * into ~180 files, many under 1 kB: the landing's app (after the first gesture) came in 49 files. Each
 * file costs a request (six at a time over HTTP/1.1) and compresses alone, and a file under 1 kB is sent
 * uncompressed (build/precompress.ts). Two groups, by priority:
 * - `index`: everything the entry imports statically (React, the router, Mantine's provider, the query
 *   client, the auth helpers) in the entry's own file: every page loads all of it anyway;
 * - `public`: the Mantine pieces the landing shows (layout, cards, lists, the billing toggle, the phone
 *   menu's burger and its open/close hook) and the icons' runtime, in one file: the auth screens and the
 *   signed-in area use most of them too. What a module of these imports comes with it.
 * Every other module keeps Rolldown's own splitting.
 */

const sep = String.raw`[\\/]`;
const PUBLIC_COMPONENTS = [
  'Anchor',
  'Burger',
  'Card',
  'Container',
  'Grid',
  'List',
  'Paper',
  'SegmentedControl',
  'SimpleGrid',
  'ThemeIcon',
];
const PUBLIC = new RegExp(
  [
    `node_modules${sep}@mantine${sep}core${sep}esm${sep}components${sep}(${PUBLIC_COMPONENTS.join('|')})${sep}`,
    `node_modules${sep}@mantine${sep}hooks${sep}esm${sep}use-disclosure${sep}`,
    `node_modules${sep}@tabler${sep}icons-react${sep}dist${sep}esm${sep}(createReactComponent|defaultAttributes)\\.mjs$`,
  ].join('|'),
);

/** `build.rolldownOptions.output.codeSplitting` of the client build. */
export const codeSplitting = {
  groups: [
    { name: 'index', tags: ['$initial' as const], priority: 2 },
    { name: 'public', test: PUBLIC, priority: 1 },
  ],
};
