import type { AstrologyNames, ChartDrawingInput, Kundli } from '@astrosetu/contracts';

/** The drawing of one divisional chart of a kundli (the server computed every varga; the client only draws it). */
export function vargaDrawing(kundli: Kundli, division: number): ChartDrawingInput | undefined {
  const varga = kundli.depth.vargas.find((candidate) => candidate.division === division);
  if (!varga) return undefined;
  return {
    ascendantSign: varga.ascendantSign,
    planets: varga.placements.filter((placement) => placement.name !== 'Ascendant').map((placement) => ({ name: placement.name, sign: placement.signIndex })),
  };
}

/** 'Navamsa (D9)'; with an answer's `names`, the varga's name in its language (नवमांश (D9)). */
export const vargaLabel = (varga: { division: number; name: string }, names?: AstrologyNames) => `${names?.[varga.name] ?? varga.name} (D${varga.division})`;
