import { PagePlaceholder } from '@astrosetu/web-core';

export default function BlogPage() {
  return <PagePlaceholder title="Blog" description="Articles on astrology, in your language." />;
}
