import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The bulletproof-react rule, checked: a feature never imports another feature (pages compose them), and
 * shared code imports no feature at all.
 */
const SOURCE_ROOT = join(__dirname, '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1] ?? match[2]);
}

function featureOf(path: string): string | null {
  const match = /^features\/([^/]+)\//.exec(relative(SOURCE_ROOT, path).split('\\').join('/'));
  return match ? match[1] : null;
}

describe('feature boundaries', () => {
  const files = sourceFiles(SOURCE_ROOT);

  it('finds the features', () => {
    expect(new Set(files.map(featureOf).filter(Boolean)).size).toBeGreaterThan(10);
  });

  it('no feature imports another feature', () => {
    const crossings: string[] = [];
    for (const file of files.filter((candidate) => featureOf(candidate) !== null)) {
      const own = featureOf(file);
      for (const specifier of importsOf(file).filter((candidate) => candidate.startsWith('.'))) {
        const target = join(file, '..', specifier);
        const targetFeature = featureOf(target);
        if (targetFeature && targetFeature !== own) crossings.push(`${relative(SOURCE_ROOT, file)} -> ${specifier}`);
        if (relative(SOURCE_ROOT, target).startsWith('pages')) crossings.push(`${relative(SOURCE_ROOT, file)} -> ${specifier} (a page)`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('shared code imports no feature and no page', () => {
    const crossings = files
      .filter((file) => relative(SOURCE_ROOT, file).startsWith('shared') && !file.includes(`${join('shared', 'test')}`))
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => specifier.startsWith('.'))
          .map((specifier) => relative(SOURCE_ROOT, join(file, '..', specifier)))
          .filter((target) => target.startsWith('features') || target.startsWith('pages'))
          .map((target) => `${relative(SOURCE_ROOT, file)} -> ${target}`),
      );
    expect(crossings).toEqual([]);
  });
});
