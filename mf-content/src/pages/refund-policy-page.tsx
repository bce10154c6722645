import { PagePlaceholder } from '@astrosetu/web-core';

export default function RefundPolicyPage() {
  return <PagePlaceholder title="Refund Policy" description="When and how refunds are made." />;
}
