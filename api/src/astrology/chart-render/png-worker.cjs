// Renders SVG to PNG off the API's event loop (see png-render-pool.ts). Plain CommonJS so that it runs
// the same under tsx, jest and the esbuild bundle (scripts/build.mjs copies it next to dist/main.js).
const { parentPort } = require('node:worker_threads');
const { Resvg } = require('@resvg/resvg-js');

parentPort.on('message', ({ id, svg, width, fontFiles }) => {
  try {
    const resvg = new Resvg(svg, {
      background: '#ffffff',
      fitTo: { mode: 'width', value: width },
      font: fontFiles.length > 0
        ? { fontFiles, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' }
        : { loadSystemFonts: true, defaultFontFamily: 'Arial' },
    });
    const png = resvg.render().asPng();
    parentPort.postMessage({ id, png }, [png.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
