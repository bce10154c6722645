import { PagePlaceholder } from '@astrosetu/web-core';

export default function AstrologicalReportFormPage() {
  return <PagePlaceholder title="Astrological report" description="Order a detailed personal report." />;
}
