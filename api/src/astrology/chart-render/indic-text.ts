import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import { woffToSfnt } from '../../shared/fonts/woff-to-sfnt';

/**
 * Indian-script chart text (Devanagari, Bengali, Gujarati, Tamil, Telugu, Kannada, Malayalam) drawn as outlines (SVG paths), shaped with fontkit and the Noto Sans family of its script from
 * the npm registry (the faces the PDFs print with). resvg 2.6 misplaces the character after a reordered cluster
 * (the vowel sign ि or ெ drawn before its consonant), so a label such as "शु 18°" or "செ 24°" lost its space and
 * overlapped; outlines look the same in the PNG, in the browser and in a PDF, with no font on the machine.
 *
 * Each script run is shaped with its script's face, the rest (digits, spaces, °, brackets) with the same family's
 * Latin subset, so the label keeps one baseline.
 */
type Weight = 'normal' | 'bold';
/** Each script the site draws, with its Unicode block: its face is @fontsource/noto-sans-<script>. */
const SCRIPT_BLOCKS = {
  devanagari: '\u0900-\u097F',
  bengali: '\u0980-\u09FF',
  gujarati: '\u0A80-\u0AFF',
  tamil: '\u0B80-\u0BFF',
  telugu: '\u0C00-\u0C7F',
  kannada: '\u0C80-\u0CFF',
  malayalam: '\u0D00-\u0D7F',
} as const;
type Script = keyof typeof SCRIPT_BLOCKS;

const scripts = Object.entries(SCRIPT_BLOCKS).map(([script, block]) => ({ script: script as Script, test: new RegExp(`[${block}]`) }));
// One run per script block (ZWJ/ZWNJ belong to the run they join).
const RUN = new RegExp(`(${Object.values(SCRIPT_BLOCKS).map((block) => `[${block}\u200C\u200D]+`).join('|')})`);
const fonts = new Map<string, fontkit.Font>();

function face(script: Script, subset: Script | 'latin', weight: Weight): fontkit.Font {
  const key = `${script}-${subset}-${weight}`;
  let font = fonts.get(key);
  if (!font) {
    const packageName = `@fontsource/noto-sans-${script}`;
    const file = join(dirname(require.resolve(`${packageName}/package.json`)), 'files', `${packageName.slice('@fontsource/'.length)}-${subset}-${weight === 'bold' ? 700 : 400}-normal.woff`);
    font = fontkit.create(woffToSfnt(readFileSync(file))) as fontkit.Font;
    fonts.set(key, font);
  }
  return font;
}

export const hasIndicText = (content: string) => RUN.test(content);

const scriptOf = (content: string): Script => scripts.find(({ test }) => test.test(content))?.script ?? 'devanagari';
const round = (value: number) => Number(value.toFixed(2));

/**
 * `content` centred on (x, y) like `<text text-anchor="middle" dominant-baseline="central">`, as one `<g>` of glyph
 * outlines filled with `color`; the text itself is kept in a <title> for screen readers and search.
 */
/** The shaped glyphs of `content` in font units, and the advance of the whole (the pen's end). */
function shape(content: string, weight: Weight): { latin: fontkit.Font; glyphs: { path: string; x: number; y: number }[]; pen: number } {
  const script = scriptOf(content);
  const latin = face(script, 'latin', weight);
  const glyphs: { path: string; x: number; y: number }[] = [];
  let pen = 0;
  for (const run of content.split(RUN).filter((part) => part.length > 0)) {
    const font = RUN.test(run) ? face(script, script, weight) : latin;
    const layout = font.layout(run);
    layout.glyphs.forEach((glyph, index) => {
      const position = layout.positions[index];
      const path = glyph.path.toSVG();
      if (path) glyphs.push({ path, x: pen + position.xOffset, y: position.yOffset });
      pen += position.xAdvance;
    });
  }
  return { latin, glyphs, pen };
}

/** How wide `content` is drawn at `size` (what a chart measures before wrapping a title). */
export function indicTextWidth(content: string, size: number, weight: Weight = 'normal'): number {
  const { latin, pen } = shape(content, weight);
  return (pen * size) / latin.unitsPerEm;
}

export function indicTextPaths(x: number, y: number, content: string, size: number, color: string, weight: Weight, escape: (text: string) => string): string {
  const { latin, glyphs, pen } = shape(content, weight);
  const scale = size / latin.unitsPerEm;
  // Centred horizontally; vertically on the middle of the x-height band, as dominant-baseline="central" does.
  const left = x - (pen * scale) / 2;
  const baseline = y + ((latin.ascent + latin.descent) / 2) * scale;
  const body = glyphs
    .map((glyph) => `<path transform="translate(${round(left + glyph.x * scale)} ${round(baseline - glyph.y * scale)}) scale(${round(scale * 1000) / 1000} ${-round(scale * 1000) / 1000})" d="${glyph.path}"/>`)
    .join('');
  return `<g fill="${color}" role="img" aria-label="${escape(content)}"><title>${escape(content)}</title>${body}</g>`;
}
