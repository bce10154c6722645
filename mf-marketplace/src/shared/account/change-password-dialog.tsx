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
import { useMarketplaceText } from '../../locales/use-text';

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, a new one of 6+ characters, typed twice. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useMarketplaceText();
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
            toast({ title: t('account.password.changed'), description: t('account.password.changedDescription'), variant: 'success' });
            resetForm();
            onClose();
          } catch (cause) {
            toast({ title: t('account.password.failed'), description: normaliseApiError(cause).message, variant: 'error' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby="change-password-title">
            <DialogTitle id="change-password-title">{t('account.password.title')}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormTextField name="currentPassword" idPrefix="password" label={t('account.password.current')} type="password" autoComplete="current-password" required disabled={isSubmitting} />
                <FormTextField name="newPassword" idPrefix="password" label={t('account.password.new')} type="password" autoComplete="new-password" required disabled={isSubmitting} helperText={t('account.password.rule')} />
                <FormTextField name="confirmPassword" idPrefix="password" label={t('account.password.confirm')} type="password" autoComplete="new-password" required disabled={isSubmitting} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} color="inherit" disabled={isSubmitting}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
                {t('account.password.title')}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
