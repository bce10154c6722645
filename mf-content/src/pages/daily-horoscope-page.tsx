import { PagePlaceholder } from '@astrosetu/web-core';

export default function DailyHoroscopePage() {
  return <PagePlaceholder title="Today's horoscope" description="Predictions for today, sign by sign." />;
}
