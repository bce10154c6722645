import boundaries from 'eslint-plugin-boundaries';
import { fileURLToPath } from 'node:url';

const apiRoot = fileURLToPath(new URL('../../api', import.meta.url));

/** Every folder-level owner of api/src, each listed once (a policy naming "every element" uses this). */
const elementTypes = ['module', 'shared', 'db', 'config', 'astrology', 'realtime', 'seed'];

// The API's layers and entry points (issue 34, docs/architecture.md#boundaries), checked by eslint-plugin-boundaries
// on every import, dynamic ones and re-exports included:
// - composition (main.ts -> server.ts -> app.ts -> modules/module-routers.ts) wires everything and nothing imports it;
// - a module's router (*.router.ts, its HTTP entry point) is mounted by composition, never imported by another module;
// - http -> use cases -> repositories -> db: a repository (or model) imports no use case and no router, a use case
//   no router;
// - shared, config and db sit at the bottom: they import no module, no astrology, no realtime, no seed;
// - astrology is a library of pure calculations: it imports no module.
// Cycles between modules are what these layers cannot see: tools/architecture/check-folder-cycles.ts, also run by
// api's lint, fails on those. Paths are relative to api/ (boundaries/root-path), wherever ESLint runs from.
export const apiBoundaries = {
  files: ['src/**/*.ts'],
  // Tests and benches compose whole apps on purpose; they are not a layer.
  ignores: ['src/**/*.test.ts'],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': apiRoot,
    'import/resolver': { node: { extensions: ['.ts', '.js', '.mjs'] } },
    'boundaries/elements': [
      { type: 'module', pattern: 'src/modules/*', capture: ['module'], partialMatch: false },
      { type: 'shared', pattern: 'src/shared', partialMatch: false },
      { type: 'db', pattern: 'src/db', partialMatch: false },
      { type: 'config', pattern: 'src/config', partialMatch: false },
      { type: 'astrology', pattern: 'src/astrology', partialMatch: false },
      { type: 'realtime', pattern: 'src/realtime', partialMatch: false },
      { type: 'seed', pattern: 'src/seed', partialMatch: false },
    ],
    'boundaries/files': [
      { category: 'composition', pattern: ['src/main.ts', 'src/server.ts', 'src/app.ts', 'src/modules/module-routers.ts'] },
      { category: 'http', pattern: 'src/**/*.router.ts' },
      { category: 'use-case', pattern: 'src/modules/*/use-cases/**/*.ts' },
      { category: 'repository', pattern: ['src/**/*.repository.ts', 'src/**/*.model.ts'] },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        // The layers run inside a module too (its router, use cases and repositories are one element).
        checkInternals: true,
        policies: [
          {
            from: { element: { types: { anyOf: elementTypes } } },
            disallow: { to: { file: { categories: 'composition' } } },
            message: 'Nothing imports the composition (main, server, app, module-routers): it imports everything.',
          },
          {
            from: { element: { type: 'module' } },
            disallow: { to: { element: { type: 'module', captured: { module: '!{{ from.captured.module }}' } }, file: { categories: 'http' } } },
            message: "A module's router is its entry point for composition (module-routers.ts), not an import for another module ({{ to.captured.module }}): move what is shared into a file of its own.",
          },
          {
            from: { element: { types: { anyOf: ['shared', 'db', 'config', 'astrology', 'realtime', 'seed'] } } },
            disallow: { to: { file: { categories: 'http' } } },
            message: 'A router is mounted by composition (app.ts, module-routers.ts), not imported.',
          },
          {
            from: { file: { categories: 'repository' } },
            disallow: { to: { file: { categories: { anyOf: ['use-case', 'http'] } } } },
            message: 'A repository or model imports no use case and no router (http -> use cases -> repositories -> db).',
          },
          {
            from: { file: { categories: 'use-case' } },
            disallow: { to: { file: { categories: 'http' } } },
            message: 'A use case imports no router (http -> use cases -> repositories -> db).',
          },
          {
            from: { element: { types: { anyOf: ['shared', 'db', 'config'] } } },
            disallow: { to: { element: { types: { anyOf: ['module', 'astrology', 'realtime', 'seed'] } } } },
            message: 'shared, config and db are the bottom layer: they import no module, astrology, realtime or seed code.',
          },
          {
            from: { element: { type: 'config' } },
            disallow: { to: { element: { types: { anyOf: ['shared', 'db'] } } } },
            message: 'Configuration is read first and imports nothing of the API.',
          },
          {
            from: { element: { type: 'astrology' } },
            disallow: { to: { element: { types: { anyOf: ['module', 'realtime', 'seed'] } } } },
            message: 'Astrology is a library of calculations: it imports no module, realtime or seed code.',
          },
        ],
      },
    ],
  },
};
