import type { Compiler } from '@rspack/core';

/**
 * Announces the shell's start-up chunks in index.html (`<link rel="preload" as="script">`).
 *
 * main.js starts the app through an async boundary (`import('./bootstrap')`, the chunk group named "bootstrap"):
 * without this, the browser learns of those chunks only once main.js has arrived and run, one more round trip
 * after the HTML (150 ms on a phone over 4G, plus main.js's download). Preloaded, they download beside main.js.
 * The chunks are loaded by classic <script> tags from the same origin, so `as="script"` without crossorigin
 * matches the request that uses them.
 */
export class StartupPreloadPlugin {
  constructor(
    private readonly chunkGroupName: string,
    private readonly htmlFile = 'index.html',
  ) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupPreloadPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const group = compilation.namedChunkGroups.get(this.chunkGroupName);
          const html = compilation.getAsset(this.htmlFile);
          if (!group || !html) return;
          const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
          const scripts = group.getFiles().filter((file) => file.endsWith('.js'));
          const links = scripts.map((file) => `<link rel="preload" as="script" href="${publicPath}${file}">`).join('');
          const source = html.source.source().toString();
          compilation.updateAsset(this.htmlFile, new RawSource(source.replace('</head>', `${links}</head>`)));
        },
      );
    });
  }
}

/** Writes JSON files into the build (file name -> value). */
export class JsonAssetsPlugin {
  constructor(private readonly files: Record<string, unknown>) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('JsonAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'JsonAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [file, value] of Object.entries(this.files)) compilation.emitAsset(file, new RawSource(`${JSON.stringify(value, null, 2)}\n`));
      });
    });
  }
}
