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
import { useReportMessageMutation } from './reports-api';
import { useChatText } from '../../locales/use-text';

export interface ReportMessageDialogProps {
  open: boolean;
  onClose: () => void;
  astrologerId: number;
  astrologerName: string;
  consultationId: number;
  messageId: number;
  /** The reported text, quoted so the customer sees what they report. */
  message: string;
}

/** The customer reports one of the astrologer's messages: a reason from the list and, if they like, what happened. */
export function ReportMessageDialog({ open, onClose, astrologerId, astrologerName, consultationId, messageId, message }: ReportMessageDialogProps) {
  const { t } = useChatText();
  const { toast } = useToast();
  const [report, reporting] = useReportMessageMutation();
  const formik = useFormik<ReportFormValues>({
    initialValues: { reason: '', details: '' },
    validateOnChange: false,
    validateOnBlur: false,
    // The same schema the server parses with, so both give the same messages.
    validate: validateWithSchema<ReportFormValues>(createReportRequestSchema, (values) => ({ astrologerId, consultationId, messageId, reason: values.reason || undefined, details: values.details })),
    onSubmit: async (values, helpers) => {
      try {
        await report({ astrologerId, consultationId, messageId, reason: values.reason as ReportReason, details: values.details }).unwrap();
        toast({ title: t('contactSafety.reportSent'), description: t('contactSafety.reportSentText'), variant: 'success' });
        helpers.resetForm();
        onClose();
      } catch (error) {
        const problem = normaliseApiError(error);
        if (problem.fields) helpers.setErrors({ reason: problem.fields.reason, details: problem.fields.details });
      }
    },
  });
  const failure = reporting.error ? normaliseApiError(reporting.error) : undefined;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="report-message-title">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="report-message-title">{t('contactSafety.reportTitle')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, p: 1.5, borderLeft: 3, borderColor: 'divider', wordBreak: 'break-word' }}>
            {t('contactSafety.quote', { name: astrologerName, message })}
          </Typography>
          <ReportReasonFields formik={formik} legend={t('contactSafety.reasonLegend')} detailsLabel={t('contactSafety.detailsLabel')} />
          {failure && !failure.fields ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure.message}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('contactSafety.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={formik.isSubmitting}>
            {t('contactSafety.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
