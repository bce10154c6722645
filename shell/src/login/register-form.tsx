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

const validate = validateWithSchema<RegisterRequest>(registerRequestSchema);

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { register } = useSession();
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
        <Form noValidate aria-label="Register">
          <Stack spacing={2.5}>
            {failure && (
              <Alert severity="error">
                <AlertTitle>{failure.title}</AlertTitle>
                {failure.message}
              </Alert>
            )}
            <FormTextField name="username" label="Username" autoComplete="username" required />
            <FormTextField name="email" label="Email" type="email" autoComplete="email" required />
            <FormTextField name="password" label="Password" type="password" autoComplete="new-password" required />
            <FormTextField name="phone" label="Phone" type="tel" autoComplete="tel" required helperText="With country code, e.g. +91 98765 43210" />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={isSubmitting}
              startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {isSubmitting ? 'Creating account...' : 'Create account'}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
