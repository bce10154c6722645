import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { userDetailsSchema, type UserDetails } from '@astrosetu/contracts';
import { normaliseApiError } from '@astrosetu/web-core';
import { useValidationMessage } from '@astrosetu/web-core/validation';
import { useSaveBirthDetailsMutation, useSkipBirthDetailsMutation } from './birth-details-api';
import { useChatText } from '../../locales/use-text';

type FormValues = Required<Pick<UserDetails, 'name' | 'dateOfBirth' | 'timeOfBirth' | 'placeOfBirth'>> & { question: string };

export interface BirthDetailsGateProps {
  open: boolean;
  consultationId: number;
  /** What is already known (the consultation's details, the profile). */
  initial: Partial<UserDetails>;
  /** Called after a successful save (with the saved details) or a skip (without). */
  onDone: (saved?: UserDetails) => void;
  /** The countdown to the server's deadline, after which the session starts without the details. */
  startsInText?: string;
}

/** The contracts' schema is the validation, so the dialog and the API give the same messages. */
function validate(values: FormValues): Partial<Record<keyof FormValues, string>> {
  const parsed = userDetailsSchema.safeParse({ ...values, question: values.question.trim() || undefined });
  if (parsed.success) return {};
  const errors: Partial<Record<keyof FormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FormValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Birth-details gate (docs/product-rules.md#chat-session): before the first minute counts, the customer gives their birth details
 * or skips. An outside click or Escape does not close it; errors clear as the field is edited.
 */
export function BirthDetailsGate({ open, consultationId, initial, onDone, startsInText }: BirthDetailsGateProps) {
  const { t } = useChatText();
  const validationMessage = useValidationMessage();
  const [save, saving] = useSaveBirthDetailsMutation();
  const [skipDetails, skipping] = useSkipBirthDetailsMutation();
  const isLoading = saving.isLoading || skipping.isLoading;
  const error = saving.error ?? skipping.error;
  const skip = async () => {
    try {
      await skipDetails({ consultationId }).unwrap();
      onDone();
    } catch {
      // Shown from the mutation state: the session starts only once the server knows the step is done.
    }
  };
  const formik = useFormik<FormValues>({
    initialValues: {
      name: initial.name ?? '',
      dateOfBirth: initial.dateOfBirth ?? '',
      timeOfBirth: initial.timeOfBirth ?? '',
      placeOfBirth: initial.placeOfBirth ?? '',
      question: initial.question ?? '',
    },
    validate,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      const userDetails = userDetailsSchema.parse({ ...values, question: values.question.trim() || undefined });
      try {
        await save({ consultationId, userDetails }).unwrap();
        onDone(userDetails);
      } catch {
        // The error is shown from the mutation state; the dialog stays open.
      }
    },
  });

  const field = (name: keyof FormValues) => ({
    name,
    value: formik.values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      formik.handleChange(event);
      if (formik.errors[name]) formik.setFieldError(name, undefined);
    },
    error: Boolean(formik.errors[name]),
    helperText: formik.errors[name] ? validationMessage(formik.errors[name]) : undefined,
    fullWidth: true,
  });

  const fields = { name: field('name'), dateOfBirth: field('dateOfBirth'), timeOfBirth: field('timeOfBirth'), placeOfBirth: field('placeOfBirth'), question: field('question') };

  return (
    <Dialog
      open={open}
      // Only the two buttons close it: neither a click outside nor Escape.
      onClose={() => undefined}
      disableEscapeKeyDown
      fullWidth
      maxWidth="sm"
      aria-labelledby="birth-details-title"
      aria-describedby="birth-details-description"
    >
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="birth-details-title">{t('gate.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="birth-details-description" sx={{ mb: 2 }}>
            {t('gate.text')}
          </DialogContentText>
          {startsInText ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {startsInText}
            </Alert>
          ) : null}
          <Stack spacing={2}>
            {error ? <Alert severity="error">{normaliseApiError(error).message}</Alert> : null}
            <TextField label={t('gate.name')} autoComplete="name" {...fields.name} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label={t('gate.dateOfBirth')} type="date" slotProps={{ inputLabel: { shrink: true } }} {...fields.dateOfBirth} />
              <TextField label={t('gate.timeOfBirth')} type="time" slotProps={{ inputLabel: { shrink: true } }} {...fields.timeOfBirth} />
            </Stack>
            <TextField label={t('gate.placeOfBirth')} placeholder={t('gate.placePlaceholder')} {...fields.placeOfBirth} />
            <TextField label={t('gate.question')} multiline minRows={2} {...fields.question} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => void skip()} disabled={isLoading}>
            {t('gate.skip')}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading} startIcon={isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {t('gate.start')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
