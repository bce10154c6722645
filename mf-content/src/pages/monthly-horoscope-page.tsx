import { HoroscopePeriodPage } from '../features/horoscopes/components/horoscope-period-page';

/** /monthly-horoscope: every card of the monthly reading for the chosen sign. */
export default function MonthlyHoroscopePage() {
  return <HoroscopePeriodPage period="monthly" />;
}
