import { PagePlaceholder } from '@astrosetu/web-core';

export default function HoroscopesPage() {
  return <PagePlaceholder title="Horoscopes" description="Daily, weekly and monthly predictions for every sign." />;
}
