import { PagePlaceholder } from '@astrosetu/web-core';

export default function PackagesPage() {
  return <PagePlaceholder title="Consultation packages" description="Choose a timed chat package with your astrologer." />;
}
