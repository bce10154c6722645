import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '../src/test';
import { harness } from '../src/harness-control';
import { remoteArea } from '../src/session';

const run = promisify(execFile);
const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

test.describe('independent deployment', () => {
  let buildDirectory: string | undefined;

  test.afterAll(async () => {
    await harness.serveDirectory('mf-content', null);
    if (buildDirectory) await rm(buildDirectory, { recursive: true, force: true });
  });

  test('a rebuilt mf-content goes live on reload, with the shell untouched', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/blog');
    await expect(remoteArea(page, 'mf_content')).toHaveAttribute('data-page', 'blog');
    await expect(page.getByText(/^Build /)).toHaveCount(0);

    const label = `e2e-${Date.now().toString(36)}`;
    buildDirectory = await mkdtemp(join(tmpdir(), 'astrosetu-mf-content-'));
    await run('npx', ['rspack', 'build', '--mode', 'production', '--output-path', buildDirectory], {
      cwd: join(workspaceRoot, 'mf-content'),
      env: { ...process.env, ASTROSETU_BUILD_LABEL: label },
    });
    // The deploy: mf-content's origin now serves the new build. Nothing of the shell was rebuilt.
    await harness.serveDirectory('mf-content', buildDirectory);

    await page.reload();
    await expect(remoteArea(page, 'mf_content').getByText(`Build ${label}`)).toBeVisible();
  });
});
