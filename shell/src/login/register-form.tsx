import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { registerRequestSchema, type RegisterRequest } from '@astrosetu/contracts';
import { normaliseApiError, useSession } from '@astrosetu/web-core';
import { describeAuthFailure, type AuthFailure } from './auth-failure-message';
import { FormTextField, validateWithSchema } from '@astrosetu/web-core/forms';
import { useShellText } from '../locales/use-text';

const validate = validateWithSchema<RegisterRequest>(registerRequestSchema);

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { register } = useSession();
  const { t } = useShellText();
  const [failure, setFailure] = useState<AuthFailure | null>(null);

  const submit = async (values: RegisterRequest, helpers: FormikHelpers<RegisterRequest>) => {
    setFailure(null);
    try {
      await register(registerRequestSchema.parse(values));
      onRegistered();
    } catch (error) {
      // The server's field messages (e.g. an e-mail already in use) go next to their fields as well.
      const fields = normaliseApiError(error).fields;
      if (fields) helpers.setErrors(fields);
      setFailure(describeAuthFailure(error, 'registration'));
    }
  };

  return (
    <Formik<RegisterRequest> initialValues={{ username: '', email: '', password: '', phone: '' }} validate={validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('auth.registerForm')}>
          <Stack spacing={2.5}>
            {failure && (
              <Alert severity="error">
                <AlertTitle>{failure.title}</AlertTitle>
                {failure.message}
              </Alert>
            )}
            <FormTextField name="username" label={t('auth.username')} autoComplete="username" required />
            <FormTextField name="email" label={t('auth.email')} type="email" autoComplete="email" required />
            <FormTextField name="password" label={t('auth.password')} type="password" autoComplete="new-password" required />
            <FormTextField name="phone" label={t('auth.phone')} type="tel" autoComplete="tel" required helperText={t('auth.phoneHint')} />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={isSubmitting}
              startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {isSubmitting ? t('auth.creatingAccount') : t('auth.createAccount')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
