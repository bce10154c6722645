import { PagePlaceholder } from '@astrosetu/web-core';

export default function ChatPage() {
  return <PagePlaceholder title="Live consultation" description="Chat in real time with your astrologer." />;
}
