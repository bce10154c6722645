import { PagePlaceholder } from '@astrosetu/web-core';

export default function PaymentFailurePage() {
  return <PagePlaceholder title="Payment failed" description="No amount has been deducted; try again or contact support." />;
}
