import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// The bulletproof-react rule (docs: architecture guide): features never import each other; pages compose them.
// Shared code may not reach into features either.
const srcDir = __dirname;
const featuresDir = join(srcDir, 'features');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1]);

describe('mf-admin architecture', () => {
  const features = readdirSync(featuresDir).filter((name) => statSync(join(featuresDir, name)).isDirectory());

  it('has its features', () => {
    expect(features.sort()).toEqual(['analytics', 'articles', 'astrologers', 'audit-log', 'dashboard-stats', 'fulfilment', 'moderation', 'payouts', 'users']);
  });

  it.each(features)('feature %s imports no other feature', (feature) => {
    const offending = sourceFiles(join(featuresDir, feature)).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => relative(featuresDir, join(file, '..', specifier)).split(sep)[0])
        .filter((target) => target !== feature && features.includes(target))
        .map((target) => `${relative(srcDir, file)} -> ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('shared code does not depend on features or pages', () => {
    const offending = sourceFiles(join(srcDir, 'shared')).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => /(^|\/)(features|pages)\//.test(specifier))
        .map((specifier) => `${relative(srcDir, file)} -> ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
