import { PagePlaceholder } from '@astrosetu/web-core';

export default function PaymentPage() {
  return <PagePlaceholder title="Payment" description="Pay from your wallet or by card and UPI." />;
}
