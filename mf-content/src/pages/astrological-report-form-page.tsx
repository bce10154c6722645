import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHero } from '@astrosetu/design-system/page-hero';
import { AstrologicalReportForm } from '../features/astrological-report/components/astrological-report-form';
import { useDocumentMeta } from '@astrosetu/web-core';
import { useContentText } from '../locales/use-text';

/** /astrological-report-form: order a personal PDF report and pay by card or UPI. */
export default function AstrologicalReportFormPage() {
  const { t } = useContentText();
  const subtitle = t('report.meta.subtitle');
  useDocumentMeta({ title: t('report.meta.title'), description: subtitle });
  return (
    <>
      <PageHero title={t('report.meta.title')} subtitle={subtitle} eyebrow={t('report.meta.eyebrow')} dense />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Typography color="text.secondary">
            {t('report.intro')}
          </Typography>
          <AstrologicalReportForm />
        </Stack>
      </Container>
    </>
  );
}
