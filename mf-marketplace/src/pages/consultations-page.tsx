import { PagePlaceholder } from '@astrosetu/web-core';

export default function ConsultationsPage() {
  return <PagePlaceholder title="My consultations" description="Your past and active consultations." />;
}
