import { PagePlaceholder } from '@astrosetu/web-core';

export default function WeeklyHoroscopePage() {
  return <PagePlaceholder title="Weekly horoscope" description="What this week holds for your sign." />;
}
