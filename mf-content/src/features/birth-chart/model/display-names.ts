import type { AstrologyNames } from '@astrosetu/contracts';

/**
 * The name to show for an English id of an astrology answer ('Leo', 'Jupiter', 'own sign', 'Sankata (Rahu)'): the
 * answer's `names` carry them in Hindi and Tamil; an English answer has none, so its ids are shown as they are.
 */
export const displayName = (names: AstrologyNames | undefined, id: string): string => names?.[id] ?? id;

/** One function for a whole answer: `const name = namesOf(kundli.names); name(planet.sign)`. */
export const namesOf = (names: AstrologyNames | undefined) => (id: string) => displayName(names, id);
