import Container from '@mui/material/Container';
import { PageHero } from '@astrosetu/design-system/page-hero';
import { ChartTestBench } from '../features/chart-test/components/chart-test-bench';
import { useDocumentMeta } from '@astrosetu/web-core';
import { useContentText } from '../locales/use-text';

/** /chart-test: the chart renderer on a fixed sample, in every style, with downloads and a log. */
export default function ChartTestPage() {
  const { t } = useContentText();
  useDocumentMeta({ title: t('chartTest.title') });
  return (
    <>
      <PageHero title={t('chartTest.title')} subtitle={t('chartTest.subtitle')} dense />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <ChartTestBench />
      </Container>
    </>
  );
}
