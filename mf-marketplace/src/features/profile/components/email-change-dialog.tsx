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

export interface EmailChangeDialogProps {
  open: boolean;
  currentEmail: string;
  onClose: () => void;
}

/** Email change: the new address, then the 6-digit code mailed to it. */
export function EmailChangeDialog({ open, currentEmail, onClose }: EmailChangeDialogProps) {
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
      toast({ title: 'Email updated', description: `Your email is now ${pendingEmail ?? 'changed'}.`, variant: 'success' });
      close();
    } catch (cause) {
      const error = normaliseApiError(cause);
      toast({ title: 'Verification failed', description: error.status === 400 ? 'Invalid verification code' : error.message, variant: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="email-change-title" maxWidth="xs" fullWidth>
      <DialogTitle id="email-change-title">{pendingEmail ? 'Verify your new email' : 'Change email'}</DialogTitle>
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
            <Form noValidate aria-label="New email">
              <DialogContent>
                <Stack spacing={2}>
                  <DialogContentText>
                    Your current email is {currentEmail}. We will send a {EMAIL_CODE_LENGTH}-digit code to the new address to confirm it is yours.
                  </DialogContentText>
                  <FormTextField name="newEmail" label="New email" type="email" autoComplete="email" required disabled={isSubmitting} />
                  {requestError ? (
                    <Alert severity="error" role="alert">
                      {requestError}
                    </Alert>
                  ) : null}
                </Stack>
              </DialogContent>
              <DialogActions>
                <Button onClick={close} color="inherit" disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
                  Send code
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      ) : (
        <form
          noValidate
          aria-label="Verification code"
          onSubmit={(event) => {
            event.preventDefault();
            if (code.length === EMAIL_CODE_LENGTH) void confirm();
          }}
        >
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>
                Enter the {EMAIL_CODE_LENGTH}-digit code we sent to {pendingEmail}. It is valid for 10 minutes.
              </DialogContentText>
              <TextField
                id="verification-code"
                label="Verification code"
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, EMAIL_CODE_LENGTH))}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: EMAIL_CODE_LENGTH, style: { letterSpacing: '0.4em', fontSize: '1.25rem' } } }}
                helperText={`${code.length}/${EMAIL_CODE_LENGTH} digits`}
                autoFocus
                fullWidth
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setPendingEmail(null)} color="inherit" disabled={confirming}>
              Use another email
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={code.length !== EMAIL_CODE_LENGTH || confirming}
              startIcon={confirming ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              Verify email
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
