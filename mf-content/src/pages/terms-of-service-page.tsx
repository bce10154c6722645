import { PagePlaceholder } from '@astrosetu/web-core';

export default function TermsOfServicePage() {
  return <PagePlaceholder title="Terms of Service" description="The terms for using AstroSetu." />;
}
