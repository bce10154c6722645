import { PagePlaceholder } from '@astrosetu/web-core';

export default function BlogCategoryPage() {
  return <PagePlaceholder title="Blog category" description="Articles in one category." />;
}
