import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

let packageDir: string | undefined;

/** The api package's directory (the one holding its package.json), from source, tests or the bundle. */
function apiPackageDir(): string {
  if (packageDir) return packageDir;
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@astrosetu/api') {
      packageDir = dir;
      return dir;
    }
  }
  packageDir = process.cwd();
  return packageDir;
}

/**
 * A directory for files the API keeps on local disk: `configured` when set (relative to the working
 * directory), else api/.data/<name> (git-ignored), so running from any directory finds the same files.
 */
export function localDataDir(name: string, configured?: string): string {
  return configured ? resolve(configured) : join(apiPackageDir(), '.data', name);
}
