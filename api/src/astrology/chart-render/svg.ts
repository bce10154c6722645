import { brandColours } from '@astrosetu/contracts';
import { hasIndicText, indicTextPaths, indicTextWidth } from './indic-text';
import { wrapText } from './wrap-text';

/** Small SVG helpers shared by the three chart styles. Output is plain SVG 1.1 that resvg and browsers render alike. */

export const FONT_FAMILY = "'DejaVu Sans', 'Noto Sans', Arial, Helvetica, sans-serif";
/** The site's brand colours (contracts/src/brand-colours.ts), so a chart looks the same in a PDF and on the page. */
export const COLORS: Record<'background' | 'line' | 'frame' | 'sign' | 'planet' | 'ascendant' | 'title', string> = {
  background: brandColours.sand[0],
  line: brandColours.indigo[500],
  frame: brandColours.indigo[700],
  sign: brandColours.saffron[700],
  planet: brandColours.sand[900],
  ascendant: brandColours.status.light.error,
  title: brandColours.indigo[700],
};

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!);
}

const fmt = (value: number) => Number(value.toFixed(2));

export function line(x1: number, y1: number, x2: number, y2: number, color = COLORS.line, width = 1.5): string {
  return `<line x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}" stroke="${color}" stroke-width="${width}"/>`;
}

export function polygon(points: [number, number][], color = COLORS.frame, width = 2, fill = 'none'): string {
  return `<polygon points="${points.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ')}" fill="${fill}" stroke="${color}" stroke-width="${width}"/>`;
}

export function text(x: number, y: number, content: string, size: number, color: string, weight: 'normal' | 'bold' = 'normal'): string {
  // Hindi and Tamil charts: outlines, shaped here (see indic-text.ts); English text stays <text>.
  if (hasIndicText(content)) return indicTextPaths(x, y, content, size, color, weight, escapeXml);
  return `<text x="${fmt(x)}" y="${fmt(y)}" font-family="${FONT_FAMILY}" font-size="${fmt(size)}" font-weight="${weight}" fill="${color}" text-anchor="middle" dominant-baseline="central">${escapeXml(content)}</text>`;
}

// DejaVu Sans averages about 0.6 em a character (resvg and browsers draw the Latin text with it or a sibling).
const LATIN_EM_PER_CHARACTER = 0.62;

/** How wide `content` is drawn at `size`: measured for Hindi and Tamil (shaped), estimated for Latin text. */
export function textWidth(content: string, size: number, weight: 'normal' | 'bold' = 'normal'): number {
  return hasIndicText(content) ? indicTextWidth(content, size, weight) : [...content].length * size * LATIN_EM_PER_CHARACTER;
}

/** `content` in lines no wider than `width`, broken between words (and never inside a grapheme cluster). */
export function wrapToWidth(content: string, width: number, size: number): string[] {
  return wrapText(content, width, (part) => textWidth(part, size));
}

/** Lines of text centred on (x, y), stacked downwards from the block's centre. */
export function textBlock(x: number, y: number, lines: string[], size: number, color: string): string {
  const lineHeight = size * 1.15;
  const top = y - ((lines.length - 1) * lineHeight) / 2;
  return lines.map((content, index) => text(x, top + index * lineHeight, content, size, color)).join('');
}

export function document(size: number, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(label)}">` +
    `<rect x="0" y="0" width="${size}" height="${size}" fill="${COLORS.background}"/>` +
    body +
    '</svg>'
  );
}

/** Packs up to `perLine` labels per line so crowded houses stay inside their cell. */
export function packLabels(labels: string[], perLine: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < labels.length; i += perLine) lines.push(labels.slice(i, i + perLine).join(' '));
  return lines;
}
