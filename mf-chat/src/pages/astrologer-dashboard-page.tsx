import { PagePlaceholder } from '@astrosetu/web-core';

export default function AstrologerDashboardPage() {
  return <PagePlaceholder title="Astrologer dashboard" description="Go online, take consultation requests and see your earnings." />;
}
