import { PagePlaceholder } from '@astrosetu/web-core';

export default function BlogArticlePage() {
  return <PagePlaceholder title="Article" description="An article from the AstroSetu blog." />;
}
