import type { FormikProps } from 'formik';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { REPORT_DETAILS_MAX, reportReasons, type ReportReason } from '@astrosetu/contracts';
import { useFormsText } from './use-forms-text';
import { useRevalidateOnLanguageChange } from './use-revalidate-on-language-change';

export interface ReportFormValues {
  reason: ReportReason | '';
  details: string;
}

export interface ReportReasonFieldsProps {
  formik: FormikProps<ReportFormValues>;
  /** The question above the reasons ("What happened?"). */
  legend: string;
  detailsLabel: string;
}

/** The reason (from the contracts' list) and free text of a report to the moderators, for every report dialog. */
export function ReportReasonFields({ formik, legend, detailsLabel }: ReportReasonFieldsProps) {
  const { t } = useFormsText();
  useRevalidateOnLanguageChange(Boolean(formik.errors.reason || formik.errors.details), formik.validateForm);
  return (
    <>
      <FormControl error={Boolean(formik.errors.reason)} component="fieldset" fullWidth>
        <FormLabel component="legend">{legend}</FormLabel>
        <RadioGroup name="reason" value={formik.values.reason} onChange={formik.handleChange}>
          {reportReasons.map((reason) => (
            <FormControlLabel key={reason} value={reason} control={<Radio />} label={t(`report.reasons.${reason}`)} />
          ))}
        </RadioGroup>
        {formik.errors.reason ? <FormHelperText>{formik.errors.reason}</FormHelperText> : null}
      </FormControl>
      <TextField
        name="details"
        label={detailsLabel}
        value={formik.values.details}
        onChange={formik.handleChange}
        error={Boolean(formik.errors.details)}
        helperText={formik.errors.details ?? t('report.detailsHint', { max: REPORT_DETAILS_MAX })}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { maxLength: REPORT_DETAILS_MAX } }}
      />
    </>
  );
}
