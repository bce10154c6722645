import { isoFromMs } from '../core/iso-time';
import type { DashaNode } from '@astrosetu/contracts';
import { normalizeDegrees } from '../core/angles';
import { NAKSHATRA_SPAN, VIMSHOTTARI } from '../core/vedic-data';
import { DASHA_YEAR_DAYS } from './vimshottari';

const YEAR_MS = DASHA_YEAR_DAYS * 86_400_000;
const iso = isoFromMs;

/**
 * Vimshottari to three levels (maha > antar > pratyantar) for one full 120-year round from the mahadasha running at
 * birth (BPHS ch. 46-48): every sub-period starts with its parent's lord and lasts parent x own years / 120, the
 * lords following the Vimshottari order. Times are computed in milliseconds and each last child ends exactly with
 * its parent, so no floating-point drift accumulates.
 */
export function vimshottariTree(moonSiderealLongitude: number, birthUtcMs: number): DashaNode[] {
  const longitude = normalizeDegrees(moonSiderealLongitude);
  const nakshatraIndex = Math.floor(longitude / NAKSHATRA_SPAN) % 27;
  const elapsed = (longitude - nakshatraIndex * NAKSHATRA_SPAN) / NAKSHATRA_SPAN;
  const firstLord = nakshatraIndex % 9;
  let start = birthUtcMs - elapsed * VIMSHOTTARI[firstLord].years * YEAR_MS;
  const mahadashas: DashaNode[] = [];
  for (let i = 0; i < 9; i += 1) {
    const lord = (firstLord + i) % 9;
    const end = start + VIMSHOTTARI[lord].years * YEAR_MS;
    mahadashas.push({ lord: VIMSHOTTARI[lord].lord, start: iso(start), end: iso(end), periods: subdivide(lord, start, end, 2) });
    start = end;
  }
  return mahadashas;
}

function subdivide(parentLord: number, startMs: number, endMs: number, levels: number): DashaNode[] {
  const length = endMs - startMs;
  const nodes: DashaNode[] = [];
  let start = startMs;
  for (let i = 0; i < 9; i += 1) {
    const lord = (parentLord + i) % 9;
    const end = i === 8 ? endMs : start + (length * VIMSHOTTARI[lord].years) / 120;
    const node: DashaNode = { lord: VIMSHOTTARI[lord].lord, start: iso(start), end: iso(end) };
    if (levels > 1) node.periods = subdivide(lord, start, end, levels - 1);
    nodes.push(node);
    start = end;
  }
  return nodes;
}
