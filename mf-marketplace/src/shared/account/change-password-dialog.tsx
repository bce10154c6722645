import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { changePasswordFormSchema, type ChangePasswordForm } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { FormTextField, validateWithSchema } from '@astrosetu/web-core/forms';
import { useChangePasswordMutation } from './account-api';

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, a new one of 6+ characters, typed twice. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { toast } = useToast();
  const [changePassword] = useChangePasswordMutation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="change-password-title" maxWidth="xs" fullWidth>
      <Formik<ChangePasswordForm>
        initialValues={emptyForm}
        validate={validateWithSchema(changePasswordFormSchema)}
        onSubmit={async (values, { resetForm }) => {
          try {
            await changePassword(changePasswordFormSchema.parse(values)).unwrap();
            toast({ title: 'Password changed', description: 'Use your new password next time you sign in.', variant: 'success' });
            resetForm();
            onClose();
          } catch (cause) {
            toast({ title: 'Password change failed', description: normaliseApiError(cause).message, variant: 'error' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby="change-password-title">
            <DialogTitle id="change-password-title">Change password</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormTextField name="currentPassword" idPrefix="password" label="Current password" type="password" autoComplete="current-password" required disabled={isSubmitting} />
                <FormTextField name="newPassword" idPrefix="password" label="New password" type="password" autoComplete="new-password" required disabled={isSubmitting} helperText="At least 6 characters" />
                <FormTextField name="confirmPassword" idPrefix="password" label="Confirm new password" type="password" autoComplete="new-password" required disabled={isSubmitting} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} color="inherit" disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
                Change password
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
