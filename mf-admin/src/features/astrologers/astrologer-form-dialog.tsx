import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { AdminAstrologer } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { dialogFormStyle } from '../../shared/forms/dialog-form-style';
import { FormTextField, serverFieldErrors } from '@astrosetu/web-core/forms';
import { ImageUploadField } from '../../shared/ui/image-upload-field';
import { useFailureToast } from '../../shared/ui/use-failure-toast';
import {
  emptyAstrologerForm,
  formValuesOf,
  toCreateRequest,
  toUpdateRequest,
  validateAstrologerForm,
  type AstrologerFormValues,
} from './astrologer-form-values';
import { useCreateAstrologerMutation, useUpdateAstrologerMutation } from './astrologers-api';
import { useAdminText } from '../../locales/use-text';

export interface AstrologerFormDialogProps {
  open: boolean;
  /** The profile being edited; null to create one. */
  astrologer: AdminAstrologer | null;
  onClose: () => void;
}

/**
 * Create or edit an astrologer (docs/product-rules.md#validation): specializations and languages typed comma-separated and
 * trimmed, experience and rate as whole numbers, checked with the contracts' schema before the server sees it.
 */
export function AstrologerFormDialog({ open, astrologer, onClose }: AstrologerFormDialogProps) {
  const { t } = useAdminText();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const mode = astrologer ? 'edit' : 'create';
  const [create] = useCreateAstrologerMutation();
  const [update] = useUpdateAstrologerMutation();
  const failed = useFailureToast();
  const { toast } = useToast();

  const submit = async (values: AstrologerFormValues, helpers: FormikHelpers<AstrologerFormValues>) => {
    try {
      if (astrologer) {
        const saved = await update({ id: astrologer.id, body: toUpdateRequest(values) }).unwrap();
        toast({ title: t('astrologerForm.updated'), description: saved.name, variant: 'success' });
      } else {
        const saved = await create(toCreateRequest(values)).unwrap();
        toast({ title: t('astrologerForm.created'), description: t('astrologerForm.createdText', { name: saved.name }), variant: 'success' });
      }
      onClose();
    } catch (error) {
      failed(astrologer ? t('astrologerForm.updateFailed') : t('astrologerForm.createFailed'), error);
      helpers.setErrors(serverFieldErrors(normaliseApiError(error).fields, values));
    }
  };

  const titleId = 'astrologer-form-title';
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <Formik<AstrologerFormValues>
        initialValues={astrologer ? formValuesOf(astrologer) : emptyAstrologerForm}
        validate={validateAstrologerForm(mode)}
        onSubmit={submit}
        enableReinitialize
      >
        {({ isSubmitting, values, errors, setFieldValue, handleChange }) => (
          <Form noValidate aria-labelledby={titleId} style={dialogFormStyle}>
            <DialogTitle id={titleId}>{astrologer ? t('astrologers.editLabel', { name: astrologer.name }) : t('astrologers.add')}</DialogTitle>
            <DialogContent dividers>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField name="name" label={t('astrologerForm.name')} required autoFocus />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField name="email" label={t('astrologerForm.email')} type="email" required />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <FormTextField name="gender" label={t('astrologerForm.gender')} select>
                    <MenuItem value="female">{t('astrologerForm.female')}</MenuItem>
                    <MenuItem value="male">{t('astrologerForm.male')}</MenuItem>
                    <MenuItem value="other">{t('astrologerForm.other')}</MenuItem>
                  </FormTextField>
                </Grid>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <FormTextField name="experience" label={t('astrologerForm.experience')} slotProps={{ htmlInput: { inputMode: "numeric" } }} required />
                </Grid>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <FormTextField name="ratePerMinute" label={t('astrologerForm.rate')} slotProps={{ htmlInput: { inputMode: "numeric" } }} required />
                </Grid>
                <Grid size={12}>
                  <FormTextField
                    name="specializations"
                    label={t('astrologers.column.specializations')}
                    required
                    helperText={t('astrologerForm.specializationsHelp')}
                  />
                </Grid>
                <Grid size={12}>
                  <FormTextField name="languages" label={t('astrologers.column.languages')} required helperText={t('astrologerForm.languagesHelp')} />
                </Grid>
                <Grid size={12}>
                  <FormTextField name="description" label={t('astrologerForm.description')} multiline minRows={3} />
                </Grid>
                <Grid size={{ xs: 6 }}>
                  <FormTextField name="availableFrom" label={t('astrologerForm.availableFrom')} type="time" slotProps={{ inputLabel: { shrink: true } }} />
                </Grid>
                <Grid size={{ xs: 6 }}>
                  <FormTextField name="availableTo" label={t('astrologerForm.availableTo')} type="time" slotProps={{ inputLabel: { shrink: true } }} />
                </Grid>
                <Grid size={12}>
                  <ImageUploadField
                    label={t('astrologerForm.photo')}
                    value={values.image}
                    onChange={(url) => void setFieldValue('image', url)}
                    error={errors.image}
                    previewAlt={values.name ? t('astrologerForm.photoOf', { name: values.name }) : t('astrologerForm.photoOfUnnamed')}
                  />
                </Grid>
                {mode === 'create' ? (
                  <>
                    <Grid size={12}>
                      <FormControlLabel
                        control={<Checkbox name="createLogin" checked={values.createLogin} onChange={handleChange} />}
                        label={t('astrologerForm.createLogin')}
                      />
                    </Grid>
                    {values.createLogin ? (
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <FormTextField name="password" label={t('astrologerForm.password')} type="password" autoComplete="new-password" required />
                      </Grid>
                    ) : null}
                  </>
                ) : null}
              </Grid>
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 2 }}>
              <Button onClick={onClose} color="inherit" disabled={isSubmitting}>
                {t('common.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={isSubmitting}
                startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              >
                {astrologer ? t('astrologerForm.save') : t('astrologerForm.create')}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
