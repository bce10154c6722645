import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Remotes share MUI through Module Federation, where shared modules are not tree-shaken: one barrel
 * import ('@mui/material') would pull the whole library into the first load. Only deep imports here.
 */
const srcDir = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const barrel = /from\s+['"](@mui\/material|@mui\/icons-material|@mui\/system)['"]/;

it('imports MUI and its icons by deep path, never through the barrel', () => {
  const offenders = sourceFiles(srcDir)
    .filter((file) => barrel.test(readFileSync(file, 'utf8')))
    .map((file) => relative(srcDir, file));
  expect(offenders).toEqual([]);
});
