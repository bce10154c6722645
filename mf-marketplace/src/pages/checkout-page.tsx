import { PagePlaceholder } from '@astrosetu/web-core';

export default function CheckoutPage() {
  return <PagePlaceholder title="Book a consultation" description="Pick a duration, share your birth details and pay securely." />;
}
