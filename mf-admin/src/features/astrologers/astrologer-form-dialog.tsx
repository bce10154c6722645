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
        toast({ title: 'Astrologer updated', description: saved.name, variant: 'success' });
      } else {
        const saved = await create(toCreateRequest(values)).unwrap();
        toast({ title: 'Astrologer created', description: `${saved.name} is waiting for approval in Pending Approvals.`, variant: 'success' });
      }
      onClose();
    } catch (error) {
      failed(astrologer ? 'Failed to update astrologer' : 'Failed to create astrologer', error);
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
            <DialogTitle id={titleId}>{astrologer ? `Edit ${astrologer.name}` : 'Add astrologer'}</DialogTitle>
            <DialogContent dividers>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField name="name" label="Name" required autoFocus />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField name="email" label="Email" type="email" required />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <FormTextField name="gender" label="Gender" select>
                    <MenuItem value="female">Female</MenuItem>
                    <MenuItem value="male">Male</MenuItem>
                    <MenuItem value="other">Other</MenuItem>
                  </FormTextField>
                </Grid>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <FormTextField name="experience" label="Experience (years)" slotProps={{ htmlInput: { inputMode: "numeric" } }} required />
                </Grid>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <FormTextField name="ratePerMinute" label="Rate (₹ per minute)" slotProps={{ htmlInput: { inputMode: "numeric" } }} required />
                </Grid>
                <Grid size={12}>
                  <FormTextField
                    name="specializations"
                    label="Specializations"
                    required
                    helperText="Comma-separated, e.g. Vedic Astrology, Numerology"
                  />
                </Grid>
                <Grid size={12}>
                  <FormTextField name="languages" label="Languages" required helperText="Comma-separated, e.g. Hindi, English, Tamil" />
                </Grid>
                <Grid size={12}>
                  <FormTextField name="description" label="Description" multiline minRows={3} />
                </Grid>
                <Grid size={{ xs: 6 }}>
                  <FormTextField name="availableFrom" label="Available from" type="time" slotProps={{ inputLabel: { shrink: true } }} />
                </Grid>
                <Grid size={{ xs: 6 }}>
                  <FormTextField name="availableTo" label="Available to" type="time" slotProps={{ inputLabel: { shrink: true } }} />
                </Grid>
                <Grid size={12}>
                  <ImageUploadField
                    label="Photo"
                    value={values.image}
                    onChange={(url) => void setFieldValue('image', url)}
                    error={errors.image}
                    previewAlt={`Photo of ${values.name || 'the astrologer'}`}
                  />
                </Grid>
                {mode === 'create' ? (
                  <>
                    <Grid size={12}>
                      <FormControlLabel
                        control={<Checkbox name="createLogin" checked={values.createLogin} onChange={handleChange} />}
                        label="Also create a login for this astrologer (same email)"
                      />
                    </Grid>
                    {values.createLogin ? (
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <FormTextField name="password" label="Password for the login" type="password" autoComplete="new-password" required />
                      </Grid>
                    ) : null}
                  </>
                ) : null}
              </Grid>
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 2 }}>
              <Button onClick={onClose} color="inherit" disabled={isSubmitting}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={isSubmitting}
                startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              >
                {astrologer ? 'Save changes' : 'Create astrologer'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
