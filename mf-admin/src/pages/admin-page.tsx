import { PagePlaceholder } from '@astrosetu/web-core';

export default function AdminPage() {
  return <PagePlaceholder title="Admin dashboard" description="Users, astrologers, approvals and analytics." />;
}
