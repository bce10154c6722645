import { join } from 'node:path';

/**
 * Shared packages the builds replace with a subset module of the names the site uses.
 *
 * A shared module is not tree-shaken: it is loaded whole, because any container might ask it for anything. For
 * the router, Redux Toolkit, react-redux and MUI's styles and system indexes that whole is far more than the site
 * uses (data routers and server rendering; listener middleware and entity adapters; connect(); v4 adapters; the
 * system's own layout components; zod's locales and JSON Schema conversion), so each
 * package name resolves to a subset module that re-exports the names in use from the real file, under an alias
 * only the subset imports. The subset is still the one shared singleton of that name; inside it the real file is
 * tree-shaken as usual. A web file importing a name a subset lacks fails its build (exportsPresence: 'error').
 *
 * Used by every app's build (create-federated-app-config.ts), by the host's provided and eager modules
 * (federation-shared.ts, host-eager-modules.ts) and by the bundle benchmark, so all resolve the same files.
 */
const federationDist = (workspaceRoot: string, name: string) => join(workspaceRoot, 'node_modules/@module-federation', name, 'dist');

function federationRuntimeAliases(workspaceRoot: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const name of ['runtime', 'runtime-tools', 'webpack-bundler-runtime', 'inject-external-runtime-core-plugin']) {
    aliases[`${federationDist(workspaceRoot, name)}/index.cjs$`] = `${federationDist(workspaceRoot, name)}/index.js`;
  }
  for (const [name, file] of Object.entries({ runtime: 'index.js', 'runtime-core': 'index.js', sdk: 'index.js', 'error-codes': 'index.mjs' })) {
    aliases[`@module-federation/${name}$`] = `${federationDist(workspaceRoot, name)}/${file}`;
  }
  for (const entry of ['runtime', 'runtime-core']) {
    aliases[`@module-federation/runtime-tools/${entry}$`] = `${federationDist(workspaceRoot, 'runtime-tools')}/${entry}.js`;
  }
  return aliases;
}

export function packageSubsetAliases(workspaceRoot: string, development: boolean): Record<string, string> {
  const routerSubset = join(__dirname, 'react-router-declarative.mjs');
  return {
    'react-router$': routerSubset,
    'react-router-dom$': routerSubset,
    // react-router's exports map offers only its development build; production builds use the production one.
    'astrosetu-react-router-full$': join(workspaceRoot, 'node_modules/react-router/dist', development ? 'development' : 'production', 'index.mjs'),
    '@reduxjs/toolkit$': join(__dirname, 'redux-toolkit-subset.mjs'),
    'astrosetu-redux-toolkit-full$': join(workspaceRoot, 'node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs'),
    '@mui/material/styles$': join(__dirname, 'mui-styles-subset.mjs'),
    '@mui/system$': join(__dirname, 'mui-system-subset.mjs'),
    'astrosetu-mui-system-full$': join(workspaceRoot, 'node_modules/@mui/system/esm/index.js'),
    'react-redux$': join(__dirname, 'react-redux-subset.mjs'),
    zod$: join(__dirname, 'zod-subset.mjs'),
    // zod's "exports" map hides its files; the subset imports them through this name.
    'astrosetu-zod-v4': join(workspaceRoot, 'node_modules/zod/v4'),
    'astrosetu-react-redux-full$': join(workspaceRoot, 'node_modules/react-redux/dist/react-redux.mjs'),
    // The federation plugin imports its runtime files by their CommonJS files' absolute paths, and those require the
    // runtime packages by name: their ES module builds instead let the runtime's own imports (@module-federation/sdk:
    // Node.js script loading, manifest snapshots) be tree-shaken in every container, and keep a container from
    // holding both builds of the files our own imports reach as ES modules.
    ...federationRuntimeAliases(workspaceRoot),
  };
}
