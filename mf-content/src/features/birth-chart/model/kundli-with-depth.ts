import type { Kundli, KundliDepth, KundliSection } from '@astrosetu/contracts';

/** The depth fields each section of POST /api/kundli?sections= fills in. */
const DEPTH_FIELDS = {
  vargas: ['vargas'],
  dasha: ['vimshottari', 'yogini'],
  ashtakavarga: ['ashtakavarga'],
  shadbala: ['shadbala'],
} as const satisfies Record<KundliSection, ReadonlyArray<keyof KundliDepth>>;

export type DepthFieldOf<S extends KundliSection> = (typeof DEPTH_FIELDS)[S][number];

/** A kundli answer that carries the depth sections S (the tab that shows them can read them without checks). */
export type KundliWith<S extends KundliSection> = Kundli & { depth: KundliDepth & Required<Pick<KundliDepth, DepthFieldOf<S>>> };

/** Whether an answer carries every section asked for (the default answer has D9/D10 only: 'vargas' needs all 16). */
export function hasSections<S extends KundliSection>(kundli: Kundli, sections: readonly S[]): kundli is KundliWith<S> {
  return sections.every((section) =>
    section === 'vargas' ? kundli.depth.vargas.length > 2 : DEPTH_FIELDS[section].every((field) => kundli.depth[field] !== undefined),
  );
}
