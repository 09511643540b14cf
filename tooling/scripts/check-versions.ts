/**
 * Workspace version consistency (run by `npm run lint`): a dependency used by several workspaces is
 * declared with one range everywhere, and the packages that must move together — MikroORM, tRPC — are
 * pinned to one exact version each. It also checks what npm installed, so a stale lock file shows.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const LOCKSTEP = ['@mikro-orm/', '@trpc/'];
const FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;

type Manifest = { name: string; version?: string } & Partial<
  Record<(typeof FIELDS)[number], Record<string, string>>
>;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

const rootManifest = readJson(path.join(root, 'package.json'));
const manifests = [
  { file: 'package.json', manifest: rootManifest },
  ...['apps', 'packages', 'tooling'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) => {
        const file = path.join(dir, d.name, 'package.json');
        try {
          return [{ file, manifest: readJson(path.join(root, file)) }];
        } catch {
          return [];
        }
      }),
  ),
];

const ranges = new Map<string, Map<string, string[]>>();
for (const { file, manifest } of manifests) {
  for (const field of FIELDS) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (range === '*' || range.startsWith('workspace:')) continue;
      const byRange = ranges.get(name) ?? new Map<string, string[]>();
      byRange.set(range, [...(byRange.get(range) ?? []), file]);
      ranges.set(name, byRange);
    }
  }
}

const problems: string[] = [];
for (const [name, byRange] of ranges) {
  if (byRange.size > 1) {
    const list = [...byRange].map(([range, files]) => `${range} (${files.join(', ')})`).join(' vs ');
    problems.push(`${name} is declared with different ranges: ${list}`);
  }
}
for (const prefix of LOCKSTEP) {
  const family = [...ranges].filter(([name]) => name.startsWith(prefix));
  const declared = new Set(family.flatMap(([, byRange]) => [...byRange.keys()]));
  for (const range of declared) {
    if (!/^\d+\.\d+\.\d+$/.test(range))
      problems.push(`${prefix}* must be pinned to an exact version, not ${range}`);
  }
  if (declared.size > 1)
    problems.push(`${prefix}* packages must share one version: ${[...declared].join(', ')}`);
  const installed = new Set(
    family.map(([name]) => {
      try {
        return readJson(path.join(root, 'node_modules', name, 'package.json')).version ?? 'missing';
      } catch {
        return 'missing';
      }
    }),
  );
  for (const version of installed) {
    if (!declared.has(version)) problems.push(`${prefix}* installed as ${version}: run npm install`);
  }
}

if (problems.length > 0) {
  console.error(`Workspace versions are inconsistent:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Workspace versions consistent (${ranges.size} dependencies, ${manifests.length} manifests).`);
