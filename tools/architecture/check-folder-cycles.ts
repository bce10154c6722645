/**
 * Fails (exit 1) when the folders of a project's src/ import each other in a circle (issue 34, "one owner per
 * concept"): folder A imports folder B and B, directly or through others, imports A. A circle means two folders
 * own one concept between them; the mend is to give the concept one owner (its own module both import), or to
 * invert the arrow (a port passed in at composition, or a domain event: docs/architecture.md).
 *
 * A folder is what owns a concept: a module (src/modules/<name>), a shared concern (src/shared/<name>) or a
 * top-level area (src/astrology, src/db, src/realtime, src/config, src/seed), each with its subfolders (a module's
 * router importing its own use-cases/, which import its repositories, is one owner). Imports are read as text:
 * static imports, `export ... from`, `import()` and `require()` with a relative path; type-only imports count
 * too (a type is part of the concept). Tests (*.test.ts) are left out: they compose modules on purpose.
 *
 * Prints the folders of each circle and the imports that hold it, so the arrow to cut is named.
 *
 * Usage: tsx tools/architecture/check-folder-cycles.ts <project dir>   (run by the project's lint script)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const projectDir = resolve(process.argv[2] ?? '.');
const sourceRoot = join(projectDir, 'src');
const sourceExtensions = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    const isSource = sourceExtensions.some((extension) => name.endsWith(extension)) && !name.endsWith('.d.ts');
    return isSource && !/\.test\.[a-z]+$/.test(name) ? [path] : [];
  });
}

/** The relative specifiers a file imports, re-exports, import()s or require()s. */
function relativeSpecifiers(text: string): string[] {
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"](\.[^'"]*)['"]/g,
    /\bimport\s*['"](\.[^'"]*)['"]/g,
    /\b(?:import|require)\s*\(\s*['"](\.[^'"]*)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...withoutComments.matchAll(pattern)].map((match) => match[1]));
}

/** The file a relative specifier names, or undefined (a JSON catalogue, an asset). */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|mjs)$/, '');
  const candidates = [
    base,
    ...sourceExtensions.map((extension) => stem + extension),
    ...sourceExtensions.map((extension) => join(base, `index${extension}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/**
 * The folder that owns a file: a module (src/modules/chat, its use-cases/ and contact-masking/ included), a shared
 * concern (src/shared/http), or a top-level area (src/astrology, src/db, src/realtime), each with its subfolders.
 */
function folderOf(file: string): string {
  const segments = relative(sourceRoot, dirname(file)).split(/[\\/]/).filter(Boolean);
  const depth = segments[0] === 'modules' || segments[0] === 'shared' ? 2 : 1;
  return ['src', ...segments.slice(0, depth)].join('/');
}

/** folder -> folder it imports -> the imports ("file -> specifier") that draw that arrow */
const arrows = new Map<string, Map<string, string[]>>();
for (const file of sourceFiles(sourceRoot)) {
  const from = folderOf(file);
  if (!arrows.has(from)) arrows.set(from, new Map());
  for (const specifier of relativeSpecifiers(readFileSync(file, 'utf8'))) {
    const target = resolveImport(file, specifier);
    if (!target || !target.startsWith(sourceRoot)) continue;
    const to = folderOf(target);
    if (to === from) continue;
    const imports = arrows.get(from)?.get(to) ?? [];
    imports.push(`${relative(projectDir, file)} -> '${specifier}'`);
    arrows.get(from)?.set(to, imports);
  }
}

/** Tarjan's strongly connected components: each with more than one folder is a circle. */
function circles(): string[][] {
  let nextIndex = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (folder: string): void => {
    index.set(folder, nextIndex);
    lowLink.set(folder, nextIndex);
    nextIndex += 1;
    stack.push(folder);
    onStack.add(folder);
    for (const next of arrows.get(folder)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(folder, Math.min(lowLink.get(folder) ?? 0, lowLink.get(next) ?? 0));
      } else if (onStack.has(next)) {
        lowLink.set(folder, Math.min(lowLink.get(folder) ?? 0, index.get(next) ?? 0));
      }
    }
    if (lowLink.get(folder) === index.get(folder)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() ?? folder;
        onStack.delete(member);
        component.push(member);
      } while (member !== folder);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const folder of [...arrows.keys()].sort()) if (!index.has(folder)) visit(folder);
  return found;
}

const found = circles();
const inCircles = found.reduce((sum, component) => sum + component.length, 0);
if (found.length === 0) {
  console.log(`folder cycles: 0 (${arrows.size} folders under ${relative(process.cwd(), sourceRoot) || 'src'})`);
} else {
  console.error(`folder cycles: ${found.length}, holding ${inCircles} of ${arrows.size} folders. Give the shared concept one owner, or invert the arrow (docs/architecture.md):`);
  for (const component of found) {
    console.error(`\n  ${component.join(', ')}`);
    const members = new Set(component);
    for (const from of component) {
      for (const [to, imports] of arrows.get(from) ?? []) {
        if (!members.has(to)) continue;
        console.error(`    ${from} -> ${to}`);
        for (const line of imports) console.error(`      ${line}`);
      }
    }
  }
  process.exitCode = 1;
}
