import { join } from 'node:path';
import { buildSync } from 'esbuild';
import type { Compiler } from '@rspack/core';

export const standaloneRuntimeFile = 'federation-runtime-core.js';

/**
 * Emits federation-runtime-core.js next to a remote's files: the federation runtime core as a plain script,
 * for the remote's standalone index.html only (in the composed site the shell provides the runtime core).
 * Bundled with esbuild because inside the remote's own compilation the runtime core is an external.
 */
export class StandaloneRuntimePlugin {
  constructor(private readonly minify: boolean) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    let code: string | undefined;
    compiler.hooks.thisCompilation.tap('StandaloneRuntimePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StandaloneRuntimePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          code ??= buildSync({
            entryPoints: [join(__dirname, 'standalone-federation-runtime.ts')],
            bundle: true,
            format: 'iife',
            platform: 'browser',
            target: 'es2020',
            minify: this.minify,
            write: false,
            define: { 'process.env.NODE_ENV': JSON.stringify(this.minify ? 'production' : 'development') },
          }).outputFiles[0].text;
          compilation.emitAsset(standaloneRuntimeFile, new RawSource(code));
        },
      );
    });
  }
}
