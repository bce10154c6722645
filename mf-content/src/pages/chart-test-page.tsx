import { PagePlaceholder } from '@astrosetu/web-core';

export default function ChartTestPage() {
  return <PagePlaceholder title="Chart image test" description="North Indian, South Indian and diamond chart styles." />;
}
