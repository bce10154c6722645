import { useState } from 'react';
import { Form, Formik } from 'formik';
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
import { EMAIL_CODE_LENGTH, emailVerifyRequestSchema, type EmailVerifyRequest } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError, useSession } from '@astrosetu/web-core';
import { FormTextField, validateWithSchema } from '@astrosetu/web-core/forms';
import { useConfirmEmailChangeMutation, useRequestEmailChangeMutation } from '../api/profile-api';
import { useMarketplaceText } from '../../../locales/use-text';

export interface EmailChangeDialogProps {
  open: boolean;
  currentEmail: string;
  onClose: () => void;
}

/** Email change: the new address, then the 6-digit code mailed to it. */
export function EmailChangeDialog({ open, currentEmail, onClose }: EmailChangeDialogProps) {
  const { t } = useMarketplaceText();
  const { toast } = useToast();
  const { refreshUser } = useSession();
  const [requestEmailChange] = useRequestEmailChangeMutation();
  const [confirmEmailChange, { isLoading: confirming }] = useConfirmEmailChangeMutation();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [requestError, setRequestError] = useState<string | null>(null);

  const close = () => {
    setPendingEmail(null);
    setCode('');
    setRequestError(null);
    onClose();
  };

  const confirm = async () => {
    try {
      await confirmEmailChange({ verificationCode: code }).unwrap();
      await refreshUser();
      toast({ title: t('profile.email.updated'), description: pendingEmail ? t('profile.email.updatedTo', { email: pendingEmail }) : t('profile.email.updatedDescription'), variant: 'success' });
      close();
    } catch (cause) {
      const error = normaliseApiError(cause);
      toast({ title: t('profile.email.verifyFailed'), description: error.status === 400 ? t('profile.email.invalidCode') : error.message, variant: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="email-change-title" maxWidth="xs" fullWidth>
      <DialogTitle id="email-change-title">{pendingEmail ? t('profile.email.verifyTitle') : t('profile.email.changeTitle')}</DialogTitle>
      {pendingEmail === null ? (
        <Formik<EmailVerifyRequest>
          initialValues={{ newEmail: '' }}
          validate={validateWithSchema(emailVerifyRequestSchema)}
          onSubmit={async (values) => {
            setRequestError(null);
            try {
              const answer = await requestEmailChange(emailVerifyRequestSchema.parse(values)).unwrap();
              setPendingEmail(answer.newEmail);
            } catch (cause) {
              setRequestError(normaliseApiError(cause).message);
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={t('profile.email.newEmail')}>
              <DialogContent>
                <Stack spacing={2}>
                  <DialogContentText>
                    {t('profile.email.intro', { email: currentEmail, count: EMAIL_CODE_LENGTH })}
                  </DialogContentText>
                  <FormTextField name="newEmail" label={t('profile.email.newEmail')} type="email" autoComplete="email" required disabled={isSubmitting} />
                  {requestError ? (
                    <Alert severity="error" role="alert">
                      {requestError}
                    </Alert>
                  ) : null}
                </Stack>
              </DialogContent>
              <DialogActions>
                <Button onClick={close} color="inherit" disabled={isSubmitting}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
                  {t('profile.email.sendCode')}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      ) : (
        <form
          noValidate
          aria-label={t('profile.email.code')}
          onSubmit={(event) => {
            event.preventDefault();
            if (code.length === EMAIL_CODE_LENGTH) void confirm();
          }}
        >
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>
                {t('profile.email.enterCode', { email: pendingEmail, count: EMAIL_CODE_LENGTH })}
              </DialogContentText>
              <TextField
                id="verification-code"
                label={t('profile.email.code')}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, EMAIL_CODE_LENGTH))}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: EMAIL_CODE_LENGTH, style: { letterSpacing: '0.4em', fontSize: '1.25rem' } } }}
                helperText={t('profile.email.digits', { typed: code.length, count: EMAIL_CODE_LENGTH })}
                autoFocus
                fullWidth
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setPendingEmail(null)} color="inherit" disabled={confirming}>
              {t('profile.email.useAnother')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={code.length !== EMAIL_CODE_LENGTH || confirming}
              startIcon={confirming ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              {t('profile.email.verify')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
