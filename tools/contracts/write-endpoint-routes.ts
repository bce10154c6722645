// Writes each declared endpoint's method and path alone, typed by its declaration: one module per group of
// declarations (contracts/src/endpoints/routes/<group>-routes.ts) and endpoint-routes.ts, which re-exports them. The web
// builds its requests from these, so a page that parses nothing does not evaluate the declarations' zod schemas (nor
// download zod and the schemas in every app that calls the API: issue 37). One module per group, so that a bundle
// chunk carries the routes of the groups its pages call and no others (one module of every route put the whole
// marketplace's routes into its first visit).
//
//   node --import tsx tools/contracts/write-endpoint-routes.ts           # writes the files
//   node --import tsx tools/contracts/write-endpoint-routes.ts --check   # exits 1 when a file is not current
//
// The declarations stay the one owner of every path (issue 34); these files are derived from them, never edited.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// contracts is a CommonJS package to Node, whose `export *` re-exports an ES import cannot name: required instead.
const { declaredEndpointGroups } = createRequire(import.meta.url)('@astrosetu/contracts') as typeof import('@astrosetu/contracts');

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const endpointsDir = join(workspaceRoot, 'contracts/src/endpoints');
const routesDir = join(endpointsDir, 'routes');
const barrel = join(endpointsDir, 'endpoint-routes.ts');

/** 'accountVerification' -> 'account-verification', the declaration file's and the routes file's stem. */
const stemOf = (group: string): string => group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const GENERATED = [
  '// Written by tools/contracts/write-endpoint-routes.ts from the declarations (the one owner of every path): do not',
  '// edit. Each endpoint as its method and path alone, typed by its declaration, for the web: a request built from',
  "// these does not evaluate the declarations' schemas (issue 37). Lint checks the file is current.",
];

/** Every file to write, by path. */
function render(): Map<string, string> {
  const files = new Map<string, string>();
  const groups = Object.entries(declaredEndpointGroups);
  for (const [group, endpoints] of groups) {
    const lines = [
      ...GENERATED,
      "import type { RoutesOf } from '../endpoint';",
      `import type { ${group}Endpoints } from '../${stemOf(group)}-endpoints';`,
      '',
      `export const ${group}Routes: RoutesOf<typeof ${group}Endpoints> = {`,
      ...Object.entries(endpoints).map(([name, declared]) => `  ${name}: { method: '${declared.method}', path: '${declared.path}' },`),
      '};',
    ];
    files.set(join(routesDir, `${stemOf(group)}-routes.ts`), `${lines.join('\n')}\n`);
  }
  const barrelLines = [...GENERATED, ...groups.map(([group]) => `export * from './routes/${stemOf(group)}-routes';`)];
  files.set(barrel, `${barrelLines.join('\n')}\n`);
  return files;
}

const written = render();
const stale = existsSync(routesDir) ? readdirSync(routesDir).map((name) => join(routesDir, name)).filter((path) => !written.has(path)) : [];
if (process.argv.includes('--check')) {
  const notCurrent = [...written].filter(([path, text]) => !existsSync(path) || readFileSync(path, 'utf8') !== text).map(([path]) => path);
  for (const path of [...notCurrent, ...stale]) console.error(`${path.slice(workspaceRoot.length + 1)} is not current`);
  if (notCurrent.length || stale.length) {
    console.error('Run node --import tsx tools/contracts/write-endpoint-routes.ts');
    process.exit(1);
  }
} else {
  mkdirSync(routesDir, { recursive: true });
  for (const path of stale) rmSync(path);
  for (const [path, text] of written) writeFileSync(path, text);
  console.log(`wrote ${written.size} files (${written.size - 1} groups and endpoint-routes.ts)`);
}
