import { PagePlaceholder } from '@astrosetu/web-core';

export default function MonthlyHoroscopePage() {
  return <PagePlaceholder title="Monthly horoscope" description="Your month ahead, sign by sign." />;
}
