import { Form, Formik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { bookingPaymentDetailsSchema, type BookingPaymentDetails } from '@astrosetu/contracts';
import { formatPaise } from '@astrosetu/design-system/format';
import { FormTextField, validateWithSchema } from '@astrosetu/web-core/forms';
import { useMarketplaceText } from '../../../locales/use-text';

export interface PaymentFormProps {
  initialValues: BookingPaymentDetails;
  totalPaise: number;
  processing: boolean;
  error: string | null;
  onPay: (details: BookingPaymentDetails) => void;
  onCancel: () => void;
}

/** The booking page's payment form: name (2+), email, phone (10+), with the contracts schema's messages. */
export function PaymentForm({ initialValues, totalPaise, processing, error, onPay, onCancel }: PaymentFormProps) {
  const { t } = useMarketplaceText();
  return (
    <Formik<BookingPaymentDetails>
      initialValues={initialValues}
      validate={validateWithSchema(bookingPaymentDetailsSchema)}
      onSubmit={(values) => onPay(bookingPaymentDetailsSchema.parse(values))}
    >
      <Form noValidate aria-label={t('booking.form.label')}>
        <Stack spacing={2}>
          <FormTextField name="name" label={t('booking.form.name')} autoComplete="name" required disabled={processing} />
          <FormTextField name="email" label={t('booking.form.email')} type="email" autoComplete="email" required disabled={processing} />
          <FormTextField name="phone" label={t('booking.form.phone')} type="tel" autoComplete="tel" required disabled={processing} />
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} justifyContent="flex-end">
            <Button onClick={onCancel} color="inherit" disabled={processing}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color="secondary"
              size="large"
              disabled={processing}
              startIcon={processing ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LockOutlined />}
            >
              {processing ? t('common.processing') : t('booking.form.pay', { amount: formatPaise(totalPaise) })}
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Formik>
  );
}
