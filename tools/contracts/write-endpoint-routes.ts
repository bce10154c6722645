// Writes contracts/src/endpoints/endpoint-routes.ts: each declared endpoint's method and path alone, typed by its
// declaration. The web builds its requests from these, so a page that parses nothing does not evaluate the
// declarations' zod schemas (nor download zod and the schemas in every app that calls the API: issue 37).
//
//   node --import tsx tools/contracts/write-endpoint-routes.ts           # writes the file
//   node --import tsx tools/contracts/write-endpoint-routes.ts --check   # exits 1 when the file is not current
//
// The declarations stay the one owner of every path (issue 34); this file is derived from them, never edited.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// contracts is a CommonJS package to Node, whose `export *` re-exports an ES import cannot name: required instead.
const { declaredEndpointGroups } = createRequire(import.meta.url)('@astrosetu/contracts') as typeof import('@astrosetu/contracts');

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const target = join(workspaceRoot, 'contracts/src/endpoints/endpoint-routes.ts');

/** 'accountVerification' -> the declaration file's export name and module ('accountVerificationEndpoints', './account-verification-endpoints'). */
const moduleOf = (group: string): string => `./${group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-endpoints`;

function render(): string {
  const groups = Object.entries(declaredEndpointGroups);
  const lines = [
    '// Written by tools/contracts/write-endpoint-routes.ts from the declarations beside it (the one owner of every',
    '// path): do not edit. Each endpoint as its method and path alone, typed by its declaration, for the web: a request',
    '// built from these does not evaluate the declarations\' schemas (issue 37). Lint checks the file is current.',
    "import type { Endpoint, EndpointRoute } from './endpoint';",
    ...groups.map(([group]) => `import type { ${group}Endpoints } from '${moduleOf(group)}';`),
    '',
    'type RoutesOf<Group> = { readonly [Name in keyof Group]: Group[Name] extends Endpoint ? EndpointRoute<Group[Name]> : never };',
  ];
  for (const [group, endpoints] of groups) {
    lines.push('', `export const ${group}Routes: RoutesOf<typeof ${group}Endpoints> = {`);
    for (const [name, declared] of Object.entries(endpoints)) lines.push(`  ${name}: { method: '${declared.method}', path: '${declared.path}' },`);
    lines.push('};');
  }
  return `${lines.join('\n')}\n`;
}

const written = render();
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing: reported below
  }
  if (current !== written) {
    console.error('contracts/src/endpoints/endpoint-routes.ts is not current: run node --import tsx tools/contracts/write-endpoint-routes.ts');
    process.exit(1);
  }
} else {
  writeFileSync(target, written);
  console.log(`wrote ${target}`);
}
