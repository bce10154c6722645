import { PagePlaceholder } from '@astrosetu/web-core';

export default function DivinationPage() {
  return <PagePlaceholder title="Divination services" description="Birth charts, palmistry, numerology and tarot." />;
}
