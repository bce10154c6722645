import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { createReportRequestSchema, type ReportReason } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { ReportReasonFields, validateWithSchema, type ReportFormValues } from '@astrosetu/web-core/forms';
import { useReportAstrologerMutation } from '../api/trust-api';
import { useMarketplaceText } from '../../locales/use-text';

/**
 * The customer reports an astrologer to the moderators: a reason from the list and what happened. The server decides who
 * may report (a consultation or an order with the astrologer, one open report each, a daily limit) and its refusal is
 * shown as it says it, in the site's language.
 */
export function ReportAstrologerDialog({ astrologer, onClose }: { astrologer: { id: number; name: string }; onClose: () => void }) {
  const { t } = useMarketplaceText();
  const { toast } = useToast();
  const [report, reporting] = useReportAstrologerMutation();
  const formik = useFormik<ReportFormValues>({
    initialValues: { reason: '', details: '' },
    validateOnChange: false,
    validateOnBlur: false,
    // The server's schema, so both give the same messages.
    validate: validateWithSchema<ReportFormValues>(createReportRequestSchema, (values) => ({ astrologerId: astrologer.id, reason: values.reason || undefined, details: values.details })),
    onSubmit: async (values, helpers) => {
      try {
        await report({ astrologerId: astrologer.id, reason: values.reason as ReportReason, details: values.details }).unwrap();
        toast({ title: t('trust.report.sent'), description: t('trust.report.sentDescription', { name: astrologer.name }), variant: 'success' });
        onClose();
      } catch (error) {
        const problem = normaliseApiError(error);
        if (problem.fields) helpers.setErrors({ reason: problem.fields.reason, details: problem.fields.details });
      }
    },
  });
  const failure = reporting.error ? normaliseApiError(reporting.error) : undefined;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="report-astrologer-title">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="report-astrologer-title">{t('trust.report.title', { name: astrologer.name })}</DialogTitle>
        <DialogContent>
          {/* The server's rules (docs/trust.md), said before the customer writes; its refusals show below in the same words. */}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('trust.report.who')}
          </Typography>
          <ReportReasonFields formik={formik} legend={t('trust.report.legend')} detailsLabel={t('trust.report.details')} />
          {failure && !failure.fields ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure.message}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={formik.isSubmitting}>
            {t('trust.report.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
