/**
 * Two measures of the code's shape, read with the TypeScript compiler API:
 * - functions longer than a limit (default 120 lines) in the given folders, longest first;
 * - import loops between the source files of those folders (relative imports, type-only ones
 *   included, since a loop of types still ties two modules together).
 *
 * `npx tsx tooling/scripts/code-shape.ts [--max 120] [--loops] [folders…]`
 * (folders default to packages and apps/server; tests, generated files and node_modules are skipped).
 * Exits 1 when a loop is found with --loops, so a check can run it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const maxAt = args.indexOf('--max');
const maxLines = maxAt >= 0 ? Number(args[maxAt + 1]) : 120;
const withLoops = args.includes('--loops');
const folders = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--max');
const roots = (folders.length > 0 ? folders : ['packages', 'apps/server']).map((f) => path.resolve(root, f));

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'generated', 'test', 'e2e', 'bench', '.turbo']);
const isSource = (file: string) =>
  /\.(ts|tsx)$/.test(file) && !/\.(test|spec|bench|d)\.tsx?$/.test(file) && !/\.int\.test\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return isSource(entry.name) ? [full] : [];
  });
}

interface LongFunction {
  file: string;
  name: string;
  line: number;
  lines: number;
}

function nameOf(node: ts.Node): string {
  if (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node))
    return node.name?.getText() ?? '(anonymous)';
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) return `${parent.expression.getText().slice(0, 40)}(…)`;
  return '(anonymous)';
}

function longFunctions(file: string, source: ts.SourceFile): LongFunction[] {
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node) ||
      ts.isConstructorDeclaration(node) ||
      ts.isAccessor(node)
    ) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > maxLines)
        found.push({ file: path.relative(root, file), name: nameOf(node), line: start + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function relativeImports(file: string, source: ts.SourceFile): string[] {
  const targets: string[] = [];
  for (const statement of source.statements) {
    const spec =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : null;
    if (!spec?.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), spec);
    const candidates = [
      base,
      base.replace(/\.js$/, '.ts'),
      `${base}.ts`,
      `${base}.tsx`,
      path.join(base, 'index.ts'),
    ];
    const target = candidates.find((c) => existsSync(c) && statSync(c).isFile());
    if (target) targets.push(target);
  }
  return targets;
}

/** Strongly connected components of more than one file (Tarjan), each an import loop. */
function loopsOf(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const connect = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, indices.get(next) ?? 0));
      }
    }
    if (low.get(node) !== indices.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) loops.push(component);
  };
  for (const node of graph.keys()) if (!indices.has(node)) connect(node);
  return loops;
}

const files = roots.flatMap(sourceFiles);
const long: LongFunction[] = [];
const graph = new Map<string, string[]>();
for (const file of files) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  long.push(...longFunctions(file, source));
  if (withLoops) graph.set(file, relativeImports(file, source));
}

long.sort((a, b) => b.lines - a.lines);
console.log(`${long.length} functions over ${maxLines} lines in ${files.length} files`);
for (const f of long) console.log(`${String(f.lines).padStart(5)}  ${f.file}:${f.line}  ${f.name}`);
if (withLoops) {
  const loops = loopsOf(graph);
  console.log(`${loops.length} import loops`);
  for (const loop of loops) console.log(`  ${loop.map((f) => path.relative(root, f)).join(' ↔ ')}`);
  if (loops.length > 0) process.exitCode = 1;
}
