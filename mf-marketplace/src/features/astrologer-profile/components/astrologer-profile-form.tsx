import { Form, Formik, type FormikErrors } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { updateOwnAstrologerProfileRequestSchema, type OwnAstrologerProfile } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { FormTextField, SaveDiscardRow, validateWithSchema } from '@astrosetu/web-core/forms';
import { useUpdateOwnAstrologerProfileMutation } from '../api/astrologer-profile-api';
import { astrologerProfileFormValuesOf, astrologerProfileRequestOf, rateOutsideLimitsMessage, type AstrologerProfileFormValues } from '../model/astrologer-profile-form-values';
import { useMarketplaceText } from '../../../locales/use-text';

const fieldNames = ['description', 'specializations', 'languages', 'ratePerMinute', 'callRatePerMinute', 'availableFrom', 'availableTo'] as const;
const validateFields = validateWithSchema<AstrologerProfileFormValues>(updateOwnAstrologerProfileRequestSchema, astrologerProfileRequestOf);

/** The listing customers see: description, specializations, languages, chat and call rates (within the admin's limits), hours. */
export function AstrologerProfileForm({ profile, onChangePassword }: { profile: OwnAstrologerProfile; onChangePassword: () => void }) {
  const { t } = useMarketplaceText();
  const { toast } = useToast();
  const [update] = useUpdateOwnAstrologerProfileMutation();
  const { min, max } = profile.rateLimits;

  const validate = (values: AstrologerProfileFormValues): FormikErrors<AstrologerProfileFormValues> => {
    const errors = validateFields(values);
    // The contracts' schema knows only the absolute bounds; the admin's limits come with the profile.
    if (!errors.ratePerMinute) {
      const rate = Number(values.ratePerMinute);
      if (rate < min || rate > max) errors.ratePerMinute = rateOutsideLimitsMessage(profile.rateLimits, t);
    }
    if (values.takesCalls && !errors.callRatePerMinute) {
      const callRate = Number(values.callRatePerMinute);
      if (callRate < min || callRate > max) errors.callRatePerMinute = rateOutsideLimitsMessage(profile.rateLimits, t);
    }
    return errors;
  };

  return (
    <Formik<AstrologerProfileFormValues>
      initialValues={astrologerProfileFormValuesOf(profile)}
      enableReinitialize
      validate={validate}
      onSubmit={async (values, { resetForm, setErrors }) => {
        try {
          const saved = await update(updateOwnAstrologerProfileRequestSchema.parse(astrologerProfileRequestOf(values))).unwrap();
          resetForm({ values: astrologerProfileFormValuesOf(saved) });
          toast({ title: t('profile.form.updated'), description: t('astrologerProfile.form.updatedDescription'), variant: 'success' });
        } catch (cause) {
          const error = normaliseApiError(cause);
          // The server names the fields it refused: show each message at its field.
          const atFields = Object.fromEntries(Object.entries(error.fields ?? {}).filter(([name]) => (fieldNames as readonly string[]).includes(name)));
          if (Object.keys(atFields).length > 0) setErrors(atFields);
          toast({ title: t('profile.form.updateFailed'), description: error.message, variant: 'error' });
        }
      }}
    >
      {({ isSubmitting, values, setFieldValue }) => (
        <Form noValidate aria-label={t('astrologerProfile.title')}>
          <Stack spacing={3}>
            <FormTextField
              name="description"
              label={t('profile.form.bio')}
              multiline
              minRows={4}
              disabled={isSubmitting}
              helperText={t('astrologerProfile.form.aboutHelp')}
            />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="specializations" label={t('astrologer.specializations')} required disabled={isSubmitting} helperText={t('astrologerProfile.form.specializationsHelp')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="languages" label={t('astrologerProfile.form.languages')} required disabled={isSubmitting} helperText={t('astrologerProfile.form.languagesHelp')} />
              </Grid>
            </Grid>

            <div>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {t('payment.rows.rate')}
              </Typography>
              <Grid container spacing={2} sx={{ mt: 0.5 }}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField
                    name="ratePerMinute"
                    label={t('astrologerProfile.form.rate')}
                    required
                    inputMode="numeric"
                    disabled={isSubmitting}
                    helperText={t('astrologerProfile.form.rateAllowed', { min, max })}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Stack spacing={1}>
                    <FormControlLabel
                      control={
                        <Switch
                          checked={values.takesCalls}
                          disabled={isSubmitting}
                          onChange={(event) => {
                            void setFieldValue('takesCalls', event.target.checked);
                            // A first call rate starts at the chat rate, to be changed if they like.
                            if (event.target.checked && !values.callRatePerMinute) void setFieldValue('callRatePerMinute', values.ratePerMinute);
                          }}
                        />
                      }
                      label={t('astrologerProfile.form.takeCalls')}
                      sx={{ mr: 0 }}
                    />
                    {values.takesCalls ? (
                      <FormTextField
                        name="callRatePerMinute"
                        label={t('astrologerProfile.form.callRate')}
                        required
                        inputMode="numeric"
                        disabled={isSubmitting}
                        helperText={t('astrologerProfile.form.rateAllowed', { min, max })}
                      />
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        {t('astrologerProfile.form.callsOff')}
                      </Typography>
                    )}
                  </Stack>
                </Grid>
              </Grid>
              <Alert severity="info" sx={{ mt: 2 }}>
                {t('astrologerProfile.form.rateNote')}
              </Alert>
            </div>

            <div>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {t('astrologerProfile.form.hours')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('astrologerProfile.form.hoursHelp')}
              </Typography>
              <Grid container spacing={2}>
                <Grid size={{ xs: 6 }}>
                  <FormTextField name="availableFrom" label={t('astrologerProfile.form.from')} type="time" required disabled={isSubmitting} slotProps={{ inputLabel: { shrink: true } }} />
                </Grid>
                <Grid size={{ xs: 6 }}>
                  <FormTextField name="availableTo" label={t('astrologerProfile.form.to')} type="time" required disabled={isSubmitting} slotProps={{ inputLabel: { shrink: true } }} />
                </Grid>
              </Grid>
            </div>

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
