import { PagePlaceholder } from '@astrosetu/web-core';

export default function ProfilePage() {
  return <PagePlaceholder title="My profile" description="Your details, birth data, e-mail and password." />;
}
