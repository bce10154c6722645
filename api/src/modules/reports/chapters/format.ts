const dayMonthYear = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });
const monthYear = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', month: 'short', year: 'numeric' });

/** An instant (ISO or ms) as an Indian date: '14 Mar 2027'. */
export function dateText(instant: string | number): string {
  return dayMonthYear.format(new Date(instant));
}

/** '1 year', '3 years'. */
export function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** An instant as month and year: 'Mar 2027'. */
export function monthText(instant: string | number): string {
  return monthYear.format(new Date(instant));
}
