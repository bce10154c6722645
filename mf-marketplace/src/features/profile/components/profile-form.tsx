import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { gstStates, updateProfileRequestSchema, type User } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError, useSession } from '@astrosetu/web-core';
import { FormTextField, SaveDiscardRow, validateWithSchema } from '@astrosetu/web-core/forms';
import { useUpdateProfileMutation } from '../api/profile-api';
import { profileFormValuesOf, type ProfileFormValues } from '../model/profile-form-values';
import { LanguageMultiSelect } from './language-multi-select';
import { useMarketplaceText } from '../../../locales/use-text';

export interface ProfileFormProps {
  user: User;
  onChangeEmail: () => void;
  onChangePassword: () => void;
}

/** Username (3+), phone (10+ when given) and the optional birth and preference fields. */
export function ProfileForm({ user, onChangeEmail, onChangePassword }: ProfileFormProps) {
  const { t } = useMarketplaceText();
  const { toast } = useToast();
  const { refreshUser } = useSession();
  const [updateProfile] = useUpdateProfileMutation();

  return (
    <Formik<ProfileFormValues>
      initialValues={profileFormValuesOf(user)}
      enableReinitialize
      validate={validateWithSchema(updateProfileRequestSchema)}
      onSubmit={async (values, { resetForm }) => {
        try {
          const saved = await updateProfile(updateProfileRequestSchema.parse(values)).unwrap();
          resetForm({ values: profileFormValuesOf(saved) });
          await refreshUser();
          toast({ title: t('profile.form.updated'), description: t('profile.form.updatedDescription'), variant: 'success' });
        } catch (cause) {
          toast({ title: t('profile.form.updateFailed'), description: normaliseApiError(cause).message, variant: 'error' });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('profile.tabs.profile')}>
          <Stack spacing={3}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="username" label={t('profile.form.username')} autoComplete="username" required disabled={isSubmitting} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  id="profile-email"
                  label={t('booking.form.email')}
                  value={user.email}
                  fullWidth
                  slotProps={{
                    input: {
                      readOnly: true,
                      endAdornment: (
                        <InputAdornment position="end">
                          <Button size="small" onClick={onChangeEmail}>
                            {t('profile.form.change')}
                          </Button>
                        </InputAdornment>
                      ),
                    },
                  }}
                  helperText={t('profile.form.emailHelp')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="phone" label={t('booking.form.phone')} type="tel" autoComplete="tel" disabled={isSubmitting} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <LanguageMultiSelect name="preferredLanguages" disabled={isSubmitting} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  name="billingState"
                  label={t('profile.form.billingState')}
                  select
                  disabled={isSubmitting}
                  helperText={t('profile.form.billingStateHelp')}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">{t('profile.form.billingStateNone')}</MenuItem>
                  {gstStates.map((state) => (
                    <MenuItem key={state.code} value={state.code}>
                      {t(`profile.form.states.${state.code}`)}
                    </MenuItem>
                  ))}
                </FormTextField>
              </Grid>
            </Grid>

            <div>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {t('profile.form.birthDetails')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('profile.form.birthDetailsHelp')}
              </Typography>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <FormTextField name="dateOfBirth" label={t('birth.date')} type="date" disabled={isSubmitting} slotProps={{ inputLabel: { shrink: true } }} />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <FormTextField name="timeOfBirth" label={t('birth.time')} type="time" disabled={isSubmitting} slotProps={{ inputLabel: { shrink: true } }} />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <FormTextField name="placeOfBirth" label={t('birth.place')} autoComplete="address-level2" disabled={isSubmitting} />
                </Grid>
              </Grid>
            </div>

            <FormTextField name="bio" label={t('profile.form.bio')} multiline minRows={3} disabled={isSubmitting} helperText={t('profile.form.bioHelp')} />

            <SaveDiscardRow
              start={
                <Button variant="outlined" onClick={onChangePassword}>
                  {t('account.password.title')}
                </Button>
              }
            />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
