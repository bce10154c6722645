import { PagePlaceholder } from '@astrosetu/web-core';

export default function AstrologersPage() {
  return <PagePlaceholder title="Astrologers" description="Browse, search and filter astrologers by speciality, language and availability." />;
}
