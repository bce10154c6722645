import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostEagerModules } from './host-eager-modules';
import { esmEntryOf, hostProvidedModules } from './host-provided-modules';
import { packageSubsetAliases } from './package-subsets';

/**
 * The modules every container (shell and remotes) shares through Module Federation, as singletons.
 *
 * Why each entry is here:
 * - React, the router, Redux and emotion hold module-level state (contexts, the store): two copies would
 *   mean two sessions, two themes or broken hooks.
 * - MUI's ESM package.json files carry no "version", so federation would silently drop them from the share
 *   scope: the version is read here from each package's root package.json and given explicitly.
 * - Keys ending in '/' share deep imports (`@mui/material/Button`, `react/jsx-runtime`). Shared modules are
 *   not tree-shaken, so web code imports MUI by deep path and never through the barrels.
 * - @mui/system, @mui/private-theming and @mui/styled-engine hold the contexts behind theme default props and
 *   RTL: shared so that a component a remote brings itself still sees the shell's theme.
 * - The workspace libraries are shared so that there is one session, one store and one theme across the site;
 *   formik only to avoid downloading the same code once per remote. design-system is shared entry by entry
 *   (package.json "exports"), for the same reason MUI is imported by deep path.
 * - Not shared, on purpose: @mui/icons-material. An icon is a few hundred bytes of path data and holds no state
 *   (it renders the shared SvgIcon through '@mui/material/utils'); as a shared module each one cost a chunk of its
 *   own and an entry in every container's share tables, more than a copy per app.
 * - Not shared, on purpose: @astrosetu/contracts. It holds no state, and a shared module is loaded whole: a page
 *   that needs one constant from contracts would download every schema. Bundled per app it is tree-shaken to what
 *   each page uses.
 * - zod is shared (issue 37), as a subset (zod-subset.mjs, ~40 KiB gzipped). Bundled per app it was ~27 KiB
 *   gzipped in each container that validates, and since the endpoint declarations (issue 34) the shell's start-up
 *   is one of them: the customer's way to a paid chat downloaded it three times (shell, mf-marketplace, mf-chat).
 */
const sharedPackages: { name: string; deepImports: boolean }[] = [
  { name: 'react', deepImports: true },
  { name: 'react-dom', deepImports: true },
  // Both resolve to one declarative-API module (react-router-declarative.mjs); react-router/dom (data routers)
  // is not used.
  { name: 'react-router', deepImports: false },
  { name: 'react-router-dom', deepImports: false },
  { name: '@mui/material', deepImports: true },
  { name: '@mui/system', deepImports: true },
  { name: '@mui/private-theming', deepImports: false },
  { name: '@mui/styled-engine', deepImports: false },
  { name: '@emotion/react', deepImports: false },
  { name: '@emotion/styled', deepImports: false },
  // The package root only: RTK Query ('@reduxjs/toolkit/query/react') is used by web-core alone, which is shared
  // itself, so it is bundled and tree-shaken there instead of being shared whole.
  { name: '@reduxjs/toolkit', deepImports: false },
  { name: 'react-redux', deepImports: false },
  { name: 'formik', deepImports: false },
  { name: 'zod', deepImports: false },
  // Per-component entries (@astrosetu/design-system/theme, /toast, /astrologer-card...): an app downloads only the
  // components it imports. The barrel stays shared for compatibility; it re-exports the same entries.
  { name: '@astrosetu/design-system', deepImports: true },
  { name: '@astrosetu/web-core', deepImports: true },
];

export interface SharedModuleConfig {
  /** Set for modules the host provides without importing them: the file to provide (see host-provided-modules.ts). */
  import?: string;
  shareKey?: string;
  /** Set for the modules of the host's first render (see host-eager-modules.ts). */
  eager?: true;
  singleton: true;
  version: string;
  requiredVersion: string;
  strictVersion: false;
}

export function packageVersion(workspaceRoot: string, packageName: string): string {
  // Read from disk rather than require.resolve: packages with an "exports" map may not expose package.json.
  const manifest = JSON.parse(readFileSync(join(workspaceRoot, 'node_modules', packageName, 'package.json'), 'utf8')) as {
    version?: string;
  };
  if (!manifest.version) throw new Error(`${packageName} has no version in its package.json`);
  return manifest.version;
}

/** The names (without the trailing '/') of every shared singleton: the benchmark checks each is loaded once. */
export const sharedPackageNames = sharedPackages.map((entry) => entry.name);

function singletonOf(workspaceRoot: string, packageName: string): SharedModuleConfig {
  const version = packageVersion(workspaceRoot, packageName);
  return { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false };
}

/**
 * How a container shares its modules, in three parts:
 * - `offered`: offered to the other containers and taken back from the share scope (federation's `shared`);
 * - `consumedOnly` (a remote): taken from the share scope, the remote's own copy staying its fallback, downloaded
 *   only when nobody offers one (a remote run standalone, or a component the deployed shell does not know yet);
 * - `providedOnly` (the host): offered to the remotes, while the host's own code imports them directly.
 *
 * Third-party modules (React, MUI, the router...) are offered by the host alone. It offers every one the site imports
 * (its first render's, and every MUI module any app imports: see host-provided-modules.ts), so the share scope holds
 * the host's copy of each and nothing else:
 * - a remote's offer was never taken, and cost an entry per module in its remoteEntry.js, which the first visit
 *   downloads (mf-marketplace's remoteEntry.js 18.1 -> 15.2 KiB gzipped);
 * - the host taking its own modules back from the scope cost its consume tables, and, before its first render,
 *   resolving the version of each of its ~50 start-up modules: measured side by side on a 4x-slowed CPU, the longest
 *   task of /, /astrologers and /blog was 25-40% shorter without it. The modules the host's code imports are the
 *   very ones it offers, so every container still gets one instance.
 *
 * The workspace libraries' entries are offered by every container and taken from the scope: the host offers only
 * the entries its own code imports, and an entry two remotes use must be one copy when it holds state
 * (web-core/realtime's socket, a design-system context).
 */
export interface ContainerSharing {
  offered: Record<string, SharedModuleConfig>;
  consumedOnly: Record<string, SharedModuleConfig> | null;
  providedOnly: Record<string, SharedModuleConfig & { shareKey: string }> | null;
}

export function containerSharing(workspaceRoot: string, container: ContainerRole): ContainerSharing {
  const offered: Record<string, SharedModuleConfig> = {};
  const thirdParty: [string, SharedModuleConfig][] = [];
  for (const [key, config] of Object.entries(createSharedConfig(workspaceRoot, container))) {
    if (key.startsWith('@astrosetu/')) offered[key] = config;
    else thirdParty.push([key, config]);
  }
  if (container.role === 'remote') return { offered, consumedOnly: Object.fromEntries(thirdParty), providedOnly: null };
  // A provide is keyed by what it imports: the file for MUI's deep modules (see createSharedConfig), else the request.
  const providedOnly = Object.fromEntries(
    thirdParty.map(([key, { import: file, ...config }]) => [file ?? key, { ...config, shareKey: config.shareKey ?? key }]),
  );
  return { offered, consumedOnly: null, providedOnly };
}

/**
 * Shared packages the host never bundles into its start-up, whatever the scan of host-eager-modules.ts finds. zod:
 * the scan follows every re-export of contracts' barrel (it cannot tree-shake), so any value imported from
 * contracts made zod look needed; the start-up builds its requests from routes (issue 37) and parses nothing, so
 * zod loads, once and shared, with the first page that validates a form or parses an answer.
 */
const neverEager = new Set(['zod']);

export type ContainerRole = { role: 'remote' } | { role: 'host'; startupModule: string };

/**
 * Every module a container shares, with its version and options; containerSharing splits them by how they are
 * shared. The host's list also holds every MUI module the site imports (by file, so it is registered even where the
 * shell's own code does not import it; see host-provided-modules.ts), and the modules its first render needs, shared
 * eagerly from main.js (see host-eager-modules.ts).
 */
function createSharedConfig(workspaceRoot: string, container: ContainerRole): Record<string, SharedModuleConfig> {
  const shared: Record<string, SharedModuleConfig> = {};
  for (const { name, deepImports } of sharedPackages) {
    const config = singletonOf(workspaceRoot, name);
    shared[name] = config;
    if (deepImports) shared[`${name}/`] = config;
  }
  if (container.role === 'remote') return shared;

  const subsets = packageSubsetAliases(workspaceRoot, false);
  const packageOf = (request: string) => request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');
  // MUI's deep modules are provided by file: a request made only inside another provided module would not be.
  const byFile = (request: string): Partial<SharedModuleConfig> => {
    const deepMui = request.startsWith('@mui/') && request.split('/').length > 2;
    const file = deepMui ? (subsets[`${request}$`] ?? esmEntryOf(workspaceRoot, request)) : '';
    return file && existsSync(file) ? { import: file, shareKey: request } : {};
  };
  for (const request of hostProvidedModules(workspaceRoot)) {
    const provided = byFile(request);
    if (provided.import) shared[request] = { ...singletonOf(workspaceRoot, packageOf(request)), ...provided };
  }
  const shareKeyOf = (request: string): string | null => {
    if (shared[request]) return request;
    const prefixed = sharedPackages.some(({ name, deepImports }) => deepImports && request.startsWith(`${name}/`));
    return prefixed ? request : null;
  };
  for (const request of hostEagerModules(workspaceRoot, container.startupModule, shareKeyOf)) {
    if (neverEager.has(packageOf(request))) continue;
    shared[request] = { ...singletonOf(workspaceRoot, packageOf(request)), ...byFile(request), eager: true };
  }
  return shared;
}
