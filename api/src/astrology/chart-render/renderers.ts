import type { ChartStyle } from '@astrosetu/contracts';
import type { DrawingModel } from './drawing';
import { signShortName } from './drawing';

const signShort = (model: DrawingModel, sign: number) => model.words?.sign(sign) ?? signShortName(sign);
const word = (model: DrawingModel, key: 'ascendant' | 'lagna' | 'rasiChart' | 'southIndian' | 'eastIndian', english: string) => model.words?.[key] ?? english;
import { COLORS, document, line, packLabels, polygon, text, textBlock, wrapToWidth } from './svg';

/**
 * The three chart styles of the birth chart tool.
 *
 * - North Indian: a square with both diagonals and the inner diamond; houses are fixed (the 1st is the top
 *   centre diamond, then counter-clockwise) and each shows the number of the sign in it (1 = Aries).
 * - South Indian: a 4 x 4 frame with fixed signs (Pisces top left, then clockwise); the ascendant's sign
 *   carries a diagonal mark across a corner and 'Asc' (லக், लग्न). Tamil charts are drawn this way by default.
 * - Diamond: a diamond divided into twelve wedges from the centre; the 1st house is the wedge on the left
 *   (the eastern horizon) and the houses run counter-clockwise, each with its sign number.
 * - East Indian (Bengal, Odisha, Assam): a 3 x 3 frame whose corner squares are cut by their outer diagonals into
 *   two triangles; the centre is empty. Signs are fixed: Aries in the top middle, then counter-clockwise (Taurus and
 *   Gemini in the top-left corner, Cancer left middle, Leo and Virgo bottom left, Libra bottom middle, Scorpio and
 *   Sagittarius bottom right, Capricorn right middle, Aquarius and Pisces top right); the ascendant's sign says 'Asc'.
 */

export interface RenderOptions {
  size?: number;
  title?: string;
}

interface Frame {
  size: number;
  x0: number;
  y0: number;
  side: number;
  titleSvg: string;
}

function frame(options: RenderOptions, fallbackTitle?: string): Frame {
  const size = options.size ?? 500;
  const pad = size * 0.03;
  const title = options.title ?? fallbackTitle;
  const titleHeight = title ? size * 0.07 : 0;
  const side = size - 2 * pad - titleHeight;
  return {
    size,
    side,
    x0: (size - side) / 2,
    y0: pad + titleHeight,
    titleSvg: title ? text(size / 2, pad + titleHeight / 2, title, size * 0.04, COLORS.title, 'bold') : '',
  };
}

const signNumber = (ascendantSign: number, house: number) => ((ascendantSign + house - 1) % 12) + 1;

// Unit-square positions for the North Indian houses: sign number and planet block centres, labels per line.
const NORTH_LAYOUT: { sign: [number, number]; planets: [number, number]; perLine: number }[] = [
  { sign: [0.5, 0.43], planets: [0.5, 0.24], perLine: 2 },
  { sign: [0.25, 0.19], planets: [0.25, 0.08], perLine: 3 },
  { sign: [0.19, 0.25], planets: [0.085, 0.25], perLine: 1 },
  { sign: [0.43, 0.5], planets: [0.24, 0.5], perLine: 2 },
  { sign: [0.19, 0.75], planets: [0.085, 0.75], perLine: 1 },
  { sign: [0.25, 0.81], planets: [0.25, 0.92], perLine: 3 },
  { sign: [0.5, 0.57], planets: [0.5, 0.76], perLine: 2 },
  { sign: [0.75, 0.81], planets: [0.75, 0.92], perLine: 3 },
  { sign: [0.81, 0.75], planets: [0.915, 0.75], perLine: 1 },
  { sign: [0.57, 0.5], planets: [0.76, 0.5], perLine: 2 },
  { sign: [0.81, 0.25], planets: [0.915, 0.25], perLine: 1 },
  { sign: [0.75, 0.19], planets: [0.75, 0.08], perLine: 3 },
];

export function renderNorthIndian(model: DrawingModel, options: RenderOptions = {}): string {
  const f = frame(options, model.title);
  const at = (u: number, v: number): [number, number] => [f.x0 + u * f.side, f.y0 + v * f.side];
  const parts = [f.titleSvg, polygon([at(0, 0), at(1, 0), at(1, 1), at(0, 1)])];
  parts.push(line(...at(0, 0), ...at(1, 1)), line(...at(1, 0), ...at(0, 1)));
  parts.push(polygon([at(0.5, 0), at(1, 0.5), at(0.5, 1), at(0, 0.5)], COLORS.line, 1.5));
  const signSize = f.side * 0.036;
  const planetSize = f.side * 0.033;
  NORTH_LAYOUT.forEach((cell, index) => {
    const house = index + 1;
    const sign = signNumber(model.ascendantSign, house);
    parts.push(text(...at(...cell.sign), String(sign), signSize, COLORS.sign, 'bold'));
    const labels = model.labelsBySign[sign - 1];
    if (labels.length > 0) parts.push(textBlock(...at(...cell.planets), packLabels(labels, cell.perLine), planetSize, COLORS.planet));
  });
  parts.push(text(...at(0.5, 0.085), word(model, 'ascendant', 'Asc'), f.side * 0.028, COLORS.ascendant, 'bold'));
  return document(f.size, parts.join(''), options.title ?? model.title ?? 'North Indian birth chart');
}

/**
 * The title and the style's name in the empty middle of the South and East Indian charts, `width` wide: a long title
 * (the endpoint takes up to 60 characters) wraps between words inside it instead of running over the signs.
 */
function centreBlock(x: number, y: number, width: number, title: string, styleName: string, size: number): string {
  const lines = title ? wrapToWidth(title, width * 0.88, size) : [];
  return textBlock(x, y, [...lines, styleName], size, COLORS.title);
}

// Row and column of each sign (0 = Aries) in the South Indian frame.
const SOUTH_CELLS: [number, number][] = [
  [0, 1], [0, 2], [0, 3], [1, 3], [2, 3], [3, 3], [3, 2], [3, 1], [3, 0], [2, 0], [1, 0], [0, 0],
];

export function renderSouthIndian(model: DrawingModel, options: RenderOptions = {}): string {
  const f = frame(options);
  const cell = f.side / 4;
  const x = (col: number) => f.x0 + col * cell;
  const y = (row: number) => f.y0 + row * cell;
  const parts = [polygon([[x(0), y(0)], [x(4), y(0)], [x(4), y(4)], [x(0), y(4)]])];
  parts.push(line(x(0), y(1), x(4), y(1)), line(x(0), y(3), x(4), y(3)), line(x(1), y(0), x(1), y(4)), line(x(3), y(0), x(3), y(4)));
  parts.push(line(x(0), y(2), x(1), y(2)), line(x(3), y(2), x(4), y(2)), line(x(2), y(0), x(2), y(1)), line(x(2), y(3), x(2), y(4)));
  const small = f.side * 0.03;
  SOUTH_CELLS.forEach(([row, col], sign) => {
    parts.push(text(x(col) + cell * 0.2, y(row) + cell * 0.14, signShort(model, sign), small, COLORS.sign, 'bold'));
    if (sign === model.ascendantSign) {
      // The diagonal cuts the cell's lower right corner: across the upper left one it struck through the sign's name
      // (கன், वृश्चिक), and the planets are centred, clear of either lower corner.
      parts.push(line(x(col) + cell * 0.7, y(row) + cell, x(col) + cell, y(row) + cell * 0.7, COLORS.ascendant, 2));
      parts.push(text(x(col) + cell * 0.78, y(row) + cell * 0.14, word(model, 'ascendant', 'Asc'), small, COLORS.ascendant, 'bold'));
    }
    const labels = model.labelsBySign[sign];
    // Hindi and Tamil labels run wider than 'Sa(R) 1°': the South Indian cells stack up to four of them, one per line.
    if (labels.length > 0) parts.push(textBlock(x(col) + cell / 2, y(row) + cell * 0.6, packLabels(labels, model.words && labels.length <= 4 ? 1 : 2), f.side * 0.032, COLORS.planet));
  });
  parts.push(centreBlock(x(2), y(2), cell * 2, options.title ?? model.title ?? word(model, 'rasiChart', 'Rasi Chart'), word(model, 'southIndian', 'South Indian'), f.side * 0.04));
  return document(f.size, parts.join(''), options.title ?? model.title ?? 'South Indian birth chart');
}

export function renderDiamond(model: DrawingModel, options: RenderOptions = {}): string {
  const f = frame(options, model.title);
  const half = f.side / 2;
  const cx = f.x0 + half;
  const cy = f.y0 + half;
  const rad = Math.PI / 180;
  // Screen point at angle (degrees, counter-clockwise from east) and a fraction of the way to the diamond's edge.
  const toward = (angle: number, fraction: number): [number, number] => {
    const c = Math.cos(angle * rad);
    const s = Math.sin(angle * rad);
    const reach = half / (Math.abs(c) + Math.abs(s));
    return [cx + c * reach * fraction, cy - s * reach * fraction];
  };
  const parts = [f.titleSvg, polygon([[cx, cy - half], [cx + half, cy], [cx, cy + half], [cx - half, cy]])];
  for (let house = 1; house <= 12; house += 1) {
    const centre = 180 + (house - 1) * 30;
    parts.push(line(cx, cy, ...toward(centre - 15, 1)));
    const sign = signNumber(model.ascendantSign, house);
    parts.push(text(...toward(centre, 0.3), String(sign), f.side * 0.034, COLORS.sign, 'bold'));
    const labels = model.labelsBySign[sign - 1];
    if (labels.length > 0) parts.push(textBlock(...toward(centre, 0.66), packLabels(labels, 1), f.side * 0.028, COLORS.planet));
  }
  parts.push(`<circle cx="${cx.toFixed(2)}" cy="${cy.toFixed(2)}" r="${(half * 0.14).toFixed(2)}" fill="${COLORS.background}" stroke="${COLORS.line}" stroke-width="1.5"/>`);
  parts.push(text(cx, cy, word(model, 'lagna', 'Lagna'), f.side * 0.026, COLORS.title, 'bold'));
  parts.push(text(...toward(180, 0.9), word(model, 'ascendant', 'Asc'), f.side * 0.026, COLORS.ascendant, 'bold'));
  return document(f.size, parts.join(''), options.title ?? model.title ?? 'Diamond birth chart');
}

// Unit-square label centres of each sign (0 = Aries) in the East Indian frame: [sign name, planets].
const EAST_LAYOUT: { name: [number, number]; planets: [number, number]; perLine: number }[] = [
  { name: [0.5, 0.07], planets: [0.5, 0.2], perLine: 2 },
  { name: [0.24, 0.06], planets: [0.23, 0.13], perLine: 1 },
  { name: [0.09, 0.28], planets: [0.1, 0.2], perLine: 1 },
  { name: [0.1, 0.4], planets: [0.17, 0.53], perLine: 2 },
  { name: [0.1, 0.72], planets: [0.1, 0.8], perLine: 1 },
  { name: [0.24, 0.96], planets: [0.23, 0.88], perLine: 1 },
  { name: [0.5, 0.74], planets: [0.5, 0.86], perLine: 2 },
  { name: [0.76, 0.96], planets: [0.77, 0.88], perLine: 1 },
  { name: [0.9, 0.72], planets: [0.9, 0.8], perLine: 1 },
  { name: [0.9, 0.4], planets: [0.83, 0.53], perLine: 2 },
  { name: [0.91, 0.28], planets: [0.9, 0.2], perLine: 1 },
  { name: [0.76, 0.06], planets: [0.77, 0.13], perLine: 1 },
];

export function renderEastIndian(model: DrawingModel, options: RenderOptions = {}): string {
  const f = frame(options, model.title);
  const at = (u: number, v: number): [number, number] => [f.x0 + u * f.side, f.y0 + v * f.side];
  const third = 1 / 3;
  const parts = [f.titleSvg, polygon([at(0, 0), at(1, 0), at(1, 1), at(0, 1)])];
  parts.push(line(...at(third, 0), ...at(third, 1)), line(...at(2 * third, 0), ...at(2 * third, 1)));
  parts.push(line(...at(0, third), ...at(1, third)), line(...at(0, 2 * third), ...at(1, 2 * third)));
  // The corner squares' outer diagonals.
  parts.push(line(...at(0, 0), ...at(third, third)), line(...at(1, 0), ...at(2 * third, third)));
  parts.push(line(...at(0, 1), ...at(third, 2 * third)), line(...at(1, 1), ...at(2 * third, 2 * third)));
  const small = f.side * 0.03;
  EAST_LAYOUT.forEach((cell, sign) => {
    const isAscendant = sign === model.ascendantSign;
    parts.push(text(...at(...cell.name), isAscendant ? `${signShort(model, sign)} ${word(model, 'ascendant', 'Asc')}` : signShort(model, sign), small, isAscendant ? COLORS.ascendant : COLORS.sign, 'bold'));
    const labels = model.labelsBySign[sign];
    if (labels.length > 0) parts.push(textBlock(...at(...cell.planets), packLabels(labels, cell.perLine), f.side * 0.028, COLORS.planet));
  });
  parts.push(centreBlock(...at(0.5, 0.5), f.side * third, options.title ?? model.title ?? word(model, 'rasiChart', 'Rasi Chart'), word(model, 'eastIndian', 'East Indian'), f.side * 0.035));
  return document(f.size, parts.join(''), options.title ?? model.title ?? 'East Indian birth chart');
}

export function renderChartSvg(model: DrawingModel, style: ChartStyle, options: RenderOptions = {}): string {
  if (style === 'south') return renderSouthIndian(model, options);
  if (style === 'east') return renderEastIndian(model, options);
  if (style === 'diamond') return renderDiamond(model, options);
  return renderNorthIndian(model, options);
}
