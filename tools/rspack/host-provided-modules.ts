import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { webApps } from '../web-apps';

/**
 * Why the host provides MUI modules its own code does not import.
 *
 * A shared module is served by one container, with that container's copies of everything it imports by
 * relative path. MUI's components import each other that way (Card -> ../Paper, Button -> ../ButtonBase,
 * every styled component -> ../styles/styled -> the default theme, i.e. createTheme). When a remote serves a
 * component the shell has not loaded, it brings its own copies of those internals, which the shell has already
 * downloaded: measured on the first visit to /, about 40 KiB gzipped of MUI came twice.
 *
 * So the host provides (registers in the share scope, downloads only on demand) every MUI component any web
 * app imports, and the MUI system modules MUI itself imports by package name. The share scope keeps the first
 * registration of a version ('loaded-first'), which is the host's, so every MUI module comes from one module
 * graph. Remotes keep their own fallbacks: they still run standalone, and a component the host does not know
 * yet (a remote deployed with a new one before the shell is rebuilt) still works, from the remote.
 */
const webSourceDirs = ['design-system', 'web-core', ...webApps.map((app) => app.project)].map((dir) => join(dir, 'src'));

function sourceFiles(dir: string, pattern: RegExp): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

function importsIn(files: string[], request: RegExp): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(request)) found.add(match[1]);
  }
  return found;
}

/** Deep requests ('@mui/material/Card', '@mui/system/Grid') the host provides, sorted. */
export function hostProvidedModules(workspaceRoot: string): string[] {
  const webFiles = webSourceDirs.flatMap((dir) =>
    sourceFiles(join(workspaceRoot, dir), /^(?!.*\.(test|stories)\.tsx?$).*\.tsx?$/),
  );
  // Static imports and lazy ones (`import('@mui/material/Rating')`).
  const muiComponents = importsIn(webFiles, /(?:from\s+|import\(\s*)['"](@mui\/material\/[A-Za-z]+)['"]/g);
  const muiFiles = sourceFiles(join(workspaceRoot, 'node_modules/@mui/material/esm'), /\.js$/);
  const systemModules = importsIn(muiFiles, /from\s+['"](@mui\/system\/[A-Za-z]+)['"]/g);
  return [...muiComponents, ...systemModules].sort();
}

/** Where a deep request's ESM entry lives ('@mui/material/Card' -> node_modules/@mui/material/esm/Card/index.js). */
export function esmEntryOf(workspaceRoot: string, request: string): string {
  const [scope, name, ...subpath] = request.split('/');
  return join(workspaceRoot, 'node_modules', scope, name, 'esm', ...subpath, 'index.js');
}
