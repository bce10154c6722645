import { PagePlaceholder } from '@astrosetu/web-core';

export default function ShippingPolicyPage() {
  return <PagePlaceholder title="Shipping & Delivery Policy" description="How our services and reports are delivered." />;
}
