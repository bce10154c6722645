/**
 * Typo-tolerant name matching for the place search: how many typing slips (a letter wrong, missing, extra, or two
 * letters swapped) separate a query from the start of a name. Autocomplete compares the query with the name's
 * beginning, since the visitor may still be typing ("Coimbatr" is one slip from "Coimbator", the start of Coimbatore).
 *
 * Slips allowed grow with the query: none under 4 letters (too many short names lie one slip apart), one up to
 * 7 letters, two from 8. The first letter must be right: it is rarely the one mistyped, and it keeps the scan to the
 * names under that letter (about a twentieth of the gazetteer).
 */

/** Normalized names with the place (index) each belongs to, parallel arrays. */
export interface NameList {
  names: string[];
  places: number[];
}

export interface CloseName {
  place: number;
  slips: number;
}

export function slipsAllowed(query: string): number {
  const letters = [...query.replace(/\s/g, '')].length;
  return letters < 4 ? 0 : letters < 8 ? 1 : 2;
}

/** Three reusable rows of the distance table (two back, one back, this one): the scan allocates nothing per name. */
const rows = [new Int32Array(128), new Int32Array(128), new Int32Array(128)];

/**
 * Fewest slips (optimal string alignment: substitution, insertion, deletion, adjacent swap) that turn `query` into
 * some beginning of `name`, or undefined when more than `limit`.
 */
export function slipsToPrefix(query: string, name: string, limit: number): number | undefined {
  const m = query.length;
  const n = Math.min(name.length, m + limit);
  if (n < m - limit || n + 1 > rows[0].length) return undefined;
  let [before, previous, current] = rows;
  for (let j = 0; j <= n; j += 1) previous[j] = j;
  for (let i = 1; i <= m; i += 1) {
    current[0] = i;
    let rowBest = i;
    const letter = query.charCodeAt(i - 1);
    for (let j = 1; j <= n; j += 1) {
      const cost = letter === name.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && letter === name.charCodeAt(j - 2) && query.charCodeAt(i - 2) === name.charCodeAt(j - 1)) {
        value = Math.min(value, before[j - 2] + 1);
      }
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > limit) return undefined;
    [before, previous, current] = [previous, current, before];
  }
  let best = limit + 1;
  for (let j = Math.max(0, m - limit); j <= n; j += 1) best = Math.min(best, previous[j]);
  return best <= limit ? best : undefined;
}

/** The places with a name within the allowed slips of the query, each once with its fewest slips. */
export function closeNames(query: string, list: NameList | undefined): CloseName[] {
  const limit = slipsAllowed(query);
  if (limit === 0 || !list) return [];
  const best = new Map<number, number>();
  for (let k = 0; k < list.names.length; k += 1) {
    const slips = slipsToPrefix(query, list.names[k], limit);
    if (slips === undefined) continue;
    const previous = best.get(list.places[k]);
    if (previous === undefined || slips < previous) best.set(list.places[k], slips);
  }
  return [...best.entries()].map(([place, slips]) => ({ place, slips }));
}
