import { HoroscopePeriodPage } from '../features/horoscopes/components/horoscope-period-page';

/** /weekly-horoscope: every card of the weekly reading for the chosen sign. */
export default function WeeklyHoroscopePage() {
  return <HoroscopePeriodPage period="weekly" />;
}
