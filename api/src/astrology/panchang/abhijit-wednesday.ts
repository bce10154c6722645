/**
 * Whether a Wednesday's panchang lists Abhijit muhurta. Abhijit (the 8th of the day's 15 muhurtas, around local
 * noon) is held to cancel the day's faults and is offered for any beginning, except on Wednesday, when tradition
 * does not use it: on Wednesday that same muhurta is the day's dur muhurta.
 *
 * - 'omitted' (default): a Wednesday has no Abhijit, as Drik Panchang prints it ("None" on Wednesday 26 Jan 2022 at
 *   New Delhi, with the same 12:12-12:55 PM listed as Dur Muhurtam), so the page never offers it as auspicious.
 * - 'shown': the 8th muhurta is listed every day, Wednesday included, for readers who apply the rule themselves.
 *
 * Sources: docs/muhurta.md, "Day panchang conventions".
 */
export type AbhijitWednesdayConvention = 'omitted' | 'shown';
export const ABHIJIT_WEDNESDAY_CONVENTIONS: readonly AbhijitWednesdayConvention[] = ['omitted', 'shown'];

const WEDNESDAY = 3;

/** Whether the Abhijit muhurta of a day of the week (0 = Sunday) is listed under `convention`. */
export function listsAbhijit(weekday: number, convention: AbhijitWednesdayConvention): boolean {
  return weekday !== WEDNESDAY || convention === 'shown';
}
