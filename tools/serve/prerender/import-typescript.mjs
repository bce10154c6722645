// The prerender reuses a few TypeScript modules of the web apps (web-core's markdown renderer, contracts' sign
// list, mf-content's period labels). They are bundled with esbuild into one ES module each and imported from a
// data: URL: no loader hooks (tsx's would clash with the one Playwright installs in the e2e harness), no files.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** @param {URL} moduleUrl a .ts file of the workspace */
export async function importTypeScript(moduleUrl) {
  const result = await build({
    entryPoints: [fileURLToPath(moduleUrl)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    // Web fonts the imported modules name (design-system's script fonts) are of no use to the server: their URL
    // is never read here.
    loader: { '.woff2': 'empty', '.woff': 'empty', '.css': 'empty' },
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
