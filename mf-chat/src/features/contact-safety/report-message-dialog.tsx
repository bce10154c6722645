import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createReportRequestSchema, REPORT_DETAILS_MAX, reportReasons, reportReasonText, type ReportReason } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { useReportMessageMutation } from './reports-api';

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

interface FormValues {
  reason: ReportReason | '';
  details: string;
}

/** The customer reports one of the astrologer's messages: a reason from the list and, if they like, what happened. */
export function ReportMessageDialog({ open, onClose, astrologerId, astrologerName, consultationId, messageId, message }: ReportMessageDialogProps) {
  const { toast } = useToast();
  const [report, reporting] = useReportMessageMutation();
  const formik = useFormik<FormValues>({
    initialValues: { reason: '', details: '' },
    validateOnChange: false,
    validateOnBlur: false,
    // The same schema the server parses with, so both give the same messages.
    validate: (values) => {
      const parsed = createReportRequestSchema.safeParse({ astrologerId, consultationId, messageId, reason: values.reason || undefined, details: values.details });
      if (parsed.success) return {};
      const errors: Partial<Record<keyof FormValues, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'reason' || field === 'details') && !errors[field]) errors[field] = issue.message;
      }
      return errors;
    },
    onSubmit: async (values, helpers) => {
      try {
        await report({ astrologerId, consultationId, messageId, reason: values.reason as ReportReason, details: values.details }).unwrap();
        toast({ title: 'Report sent', description: 'Thank you. Our moderators will look at this conversation.', variant: 'success' });
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
        <DialogTitle id="report-message-title">Report this message</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, p: 1.5, borderLeft: 3, borderColor: 'divider', wordBreak: 'break-word' }}>
            {astrologerName}: {message}
          </Typography>
          <FormControl error={Boolean(formik.errors.reason)} component="fieldset" fullWidth>
            <FormLabel component="legend">What is wrong with it?</FormLabel>
            <RadioGroup name="reason" value={formik.values.reason} onChange={formik.handleChange}>
              {reportReasons.map((reason) => (
                <FormControlLabel key={reason} value={reason} control={<Radio />} label={reportReasonText[reason]} />
              ))}
            </RadioGroup>
            {formik.errors.reason ? <FormHelperText>{formik.errors.reason}</FormHelperText> : null}
          </FormControl>
          <TextField
            name="details"
            label="What happened (optional)"
            value={formik.values.details}
            onChange={formik.handleChange}
            error={Boolean(formik.errors.details)}
            helperText={formik.errors.details ?? `Up to ${REPORT_DETAILS_MAX} characters`}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: REPORT_DETAILS_MAX } }}
          />
          {failure && !failure.fields ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure.message}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="error" disabled={formik.isSubmitting}>
            Send report
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
