import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

/**
 * SVG -> PNG with resvg (no browser, no canvas). resvg needs font files to draw text: a few common
 * system fonts are looked up once; when none is found it falls back to loading every system font.
 */
const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/Library/Fonts/Arial.ttf',
  'C:\\Windows\\Fonts\\arial.ttf',
];

let fontFiles: string[] | undefined;

export function fonts(): string[] {
  fontFiles ??= FONT_CANDIDATES.filter((path) => existsSync(path));
  return fontFiles;
}

/** Renders an SVG document to a PNG of `width` pixels on a white background. */
export function svgToPng(svg: string, width: number): Buffer {
  const files = fonts();
  const resvg = new Resvg(svg, {
    background: '#ffffff',
    fitTo: { mode: 'width', value: width },
    font: files.length > 0
      ? { fontFiles: files, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' }
      : { loadSystemFonts: true, defaultFontFamily: 'Arial' },
  });
  return resvg.render().asPng();
}
