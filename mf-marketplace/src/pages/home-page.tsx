import { PagePlaceholder } from '@astrosetu/web-core';

export default function HomePage() {
  return <PagePlaceholder title="Consult trusted astrologers, live" description="Featured astrologers, how it works and why thousands trust AstroSetu." />;
}
