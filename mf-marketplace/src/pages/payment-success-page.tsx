import { PagePlaceholder } from '@astrosetu/web-core';

export default function PaymentSuccessPage() {
  return <PagePlaceholder title="Payment successful" description="Your receipt and what happens next." />;
}
