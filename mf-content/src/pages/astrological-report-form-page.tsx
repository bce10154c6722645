import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHero } from '@astrosetu/design-system/page-hero';
import { AstrologicalReportForm } from '../features/astrological-report/components/astrological-report-form';
import { useDocumentMeta } from '@astrosetu/web-core';

/** /astrological-report-form: order a personal PDF report and pay by card or UPI. */
export default function AstrologicalReportFormPage() {
  const subtitle = 'A detailed PDF report from your birth chart, prepared from the exact moment and place of your birth and delivered by email.';
  useDocumentMeta({ title: 'Astrological Report', description: subtitle });
  return (
    <>
      <PageHero title="Astrological Report" subtitle={subtitle} eyebrow="Delivered digitally, right after payment" dense />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Typography color="text.secondary">
            Choose a report, tell us about yourself and your birth, then pay securely. Fields marked * are required.
          </Typography>
          <AstrologicalReportForm />
        </Stack>
      </Container>
    </>
  );
}
