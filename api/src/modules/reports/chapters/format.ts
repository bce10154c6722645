import type { ReportText } from '../report-text';

/** '3 years, 2 months and 11 days' in the report's language. */
export function duration(text: ReportText, years: number, months: number, days: number): string {
  return text.t('common.duration', {
    years: text.t('common.years', { count: years }),
    months: text.t('common.months', { count: months }),
    days: text.t('common.days', { count: days }),
  });
}
