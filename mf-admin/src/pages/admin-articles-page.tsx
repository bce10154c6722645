import { PagePlaceholder } from '@astrosetu/web-core';

export default function AdminArticlesPage() {
  return <PagePlaceholder title="Articles" description="Write and publish multilingual blog articles." />;
}
