/** India has one time zone and no daylight saving: IST is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/** The IST calendar month (YYYY-MM) of an instant and the UTC instant it began. */
export function istMonthOf(at: Date = new Date()): { month: string; start: Date } {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const month = ist.toISOString().slice(0, 7);
  return { month, start: new Date(Date.parse(`${month}-01T00:00:00Z`) - IST_OFFSET_MS) };
}
