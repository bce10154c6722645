import { HoroscopePeriodPage } from '../features/horoscopes/components/horoscope-period-page';

/** /daily-horoscope: every card of the daily reading for the chosen sign. */
export default function DailyHoroscopePage() {
  return <HoroscopePeriodPage period="daily" />;
}
