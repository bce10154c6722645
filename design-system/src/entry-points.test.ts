import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as barrel from './index';
import * as toastEntry from '@astrosetu/design-system/toast';

/**
 * Apps import one entry per component (`@astrosetu/design-system/astrologer-card`): federation shares each
 * entry as its own module, so a page downloads only what it imports. These tests keep package.json "exports",
 * the entry files and the compatibility barrel in step.
 */
const packageDir = join(__dirname, '..');
const exportsMap = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).exports as Record<string, string>;
const componentDirs = readdirSync(join(__dirname, 'components'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('design-system entry points', () => {
  it('gives every component directory its own entry, and every entry points at an existing file', () => {
    for (const dir of componentDirs) expect(exportsMap[`./${dir}`]).toBe(`./src/components/${dir}/index.ts`);
    for (const target of Object.values(exportsMap)) expect(existsSync(join(packageDir, target))).toBe(true);
  });

  it('keeps the barrel equal to the union of the entries', () => {
    const fromEntries = new Set<string>();
    for (const key of Object.keys(exportsMap).filter((name) => name !== '.')) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- every entry, by its package name
      for (const name of Object.keys(require(`@astrosetu/design-system/${key.slice(2)}`))) fromEntries.add(name);
    }
    expect(Object.keys(barrel).sort()).toEqual([...fromEntries].sort());
  });

  it('resolves the barrel and an entry to the same module (one toast context, whichever way a page imports)', () => {
    expect(barrel.useToast).toBe(toastEntry.useToast);
    expect(barrel.ToastProvider).toBe(toastEntry.ToastProvider);
  });
});
