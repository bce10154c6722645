import { PagePlaceholder } from '@astrosetu/web-core';

export default function PrivacyPolicyPage() {
  return <PagePlaceholder title="Privacy Policy" description="How we collect, use and protect your information." />;
}
