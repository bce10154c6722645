import Container from '@mui/material/Container';
import { PageHero } from '@astrosetu/design-system/page-hero';
import { ChartTestBench } from '../features/chart-test/components/chart-test-bench';
import { useDocumentMeta } from '@astrosetu/web-core';

/** /chart-test: the chart renderer on a fixed sample, in every style, with downloads and a log. */
export default function ChartTestPage() {
  useDocumentMeta({ title: 'Chart Image Test' });
  return (
    <>
      <PageHero title="Chart Image Test" subtitle="A fixed sample chart drawn in the North Indian, South Indian and Diamond styles." dense />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <ChartTestBench />
      </Container>
    </>
  );
}
