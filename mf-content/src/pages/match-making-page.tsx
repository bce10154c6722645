import { PagePlaceholder } from '@astrosetu/web-core';

export default function MatchMakingPage() {
  return <PagePlaceholder title="Match making" description="Kundli matching for marriage, by experienced astrologers." />;
}
