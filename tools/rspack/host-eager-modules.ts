import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { experiments } from '@rspack/core';
import { muiThemeReplacementFiles } from './mui-theme-without-css-vars/plugins';
import { packageSubsetAliases } from './package-subsets';

/**
 * Why the host's start-up modules are shared eagerly.
 *
 * Every shared module a container serves is an async chunk of its own, plus the chunks its internals are split
 * into, plus an entry with that chunk list in the share tables. The shell's first render needs about fifty of
 * them (React, the router, Redux, emotion, MUI's core, web-core, the theme): measured on the first visit to /,
 * that was 126 files and about 35 KiB of gzipped JavaScript more than the same code in one file.
 *
 * So the host shares the modules its first render needs eagerly: they are bundled into the entry's scripts
 * (main.js, the packages in startup-vendors.js) and registered in the share scope already loaded, and the remotes
 * use them as before. "Needs" is computed, not listed: every
 * shared module reachable by static imports from shell/src/bootstrap.tsx, and every shared module those import
 * in turn (an eager module may only import eager shared modules, or the start fails). Lazy imports (the login
 * page, the account menu) are not followed, so what they need stays on demand.
 */

/** Tells which share key a request is, if it is one (for example 'react-dom/client' or '@mui/material/Box'). */
export type ShareKeyOf = (request: string) => string | null;

const staticSpecifiers = [
  // import x from '...', import { x } from '...', export { x } from '...', export * from '...'
  /(?:^|[;\s}])(?:import|export)(?!\s+type\s)\s*[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  // import '...'
  /(?:^|[;\s])import\s*['"]([^'"]+)['"]/g,
  // require('...') in CommonJS packages (react, react-dom)
  /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function specifiersIn(source: string): string[] {
  const found: string[] = [];
  for (const pattern of staticSpecifiers) for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

export function hostEagerModules(workspaceRoot: string, entry: string, shareKeyOf: ShareKeyOf): string[] {
  const resolver = new experiments.resolver.ResolverFactory({
    conditionNames: ['import', 'module', 'browser', 'default'],
    mainFields: ['browser', 'module', 'main'],
    extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.json'],
    alias: packageSubsetAliases(workspaceRoot, false),
  });
  // Files the builds replace (mui-theme-without-css-vars): their replacement is what main.js holds.
  const replaced = muiThemeReplacementFiles(workspaceRoot);
  const resolve = (from: string, request: string): string | undefined => {
    try {
      const path = resolver.sync(dirname(from), request).path ?? undefined;
      return path && replaced.has(path) ? replaced.get(path) : path;
    } catch {
      return undefined;
    }
  };

  const eager = new Set<string>();
  const visited = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (visited.has(file) || !/\.(m?js|cjs|jsx?|tsx?)$/.test(file)) continue;
    visited.add(file);
    // The automatic JSX runtime adds this import when it compiles JSX.
    if (/\.[jt]sx$/.test(file)) eager.add('react/jsx-runtime');
    for (const request of specifiersIn(readFileSync(file, 'utf8'))) {
      const shareKey = shareKeyOf(request);
      if (shareKey) eager.add(shareKey);
      const target = resolve(file, request);
      if (target) pending.push(target);
    }
  }
  return [...eager].sort();
}
