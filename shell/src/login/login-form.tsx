import { useState } from 'react';
import { Form, Formik } from 'formik';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { loginRequestSchema, type LoginRequest, type User } from '@astrosetu/contracts';
import { useSession } from '@astrosetu/web-core';
import { describeAuthFailure, type AuthFailure } from './auth-failure-message';
import { FormTextField, validateWithSchema } from '@astrosetu/web-core/forms';
import { useShellText } from '../locales/use-text';

const validate = validateWithSchema<LoginRequest>(loginRequestSchema);

/** `onLoggedIn` runs before the session changes, so navigating there renders the landing page directly. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (user: User) => void }) {
  const { login } = useSession();
  const { t } = useShellText();
  const [failure, setFailure] = useState<AuthFailure | null>(null);

  return (
    <Formik<LoginRequest>
      initialValues={{ email: '', password: '' }}
      validate={validate}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          await login(loginRequestSchema.parse(values), { beforeSessionStart: onLoggedIn });
        } catch (error) {
          setFailure(describeAuthFailure(error, 'login'));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('auth.loginForm')}>
          <Stack spacing={2.5}>
            {failure && (
              <Alert severity="error">
                <AlertTitle>{failure.title}</AlertTitle>
                {failure.message}
              </Alert>
            )}
            <FormTextField name="email" label={t('auth.email')} type="email" autoComplete="email" required />
            <FormTextField name="password" label={t('auth.password')} type="password" autoComplete="current-password" required />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={isSubmitting}
              startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {isSubmitting ? t('auth.signingIn') : t('auth.login')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
