import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockRounded from '@mui/icons-material/LockRounded';
import { findDeliverableItem, reportCatalogue, reportFormSchema, type PlaceResult, type ReportType } from '@astrosetu/contracts';
import { formatRupees } from '@astrosetu/design-system/format';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError, readPurchaseDraft, rememberCheckout, savePurchaseDraft, useSession } from '@astrosetu/web-core';
import { postToGateway } from '@astrosetu/web-core/files';
import { FormTextField, KeepDraft, validateWithSchema } from '@astrosetu/web-core/forms';
import { loginPath } from '../../../shared/payment/payment-links';
import { PlaceSearchField } from '../../../shared/places/place-search-field';
import { useCreateReportPaymentMutation } from '../api/report-payment-api';
import { EMPTY_REPORT_FORM, REPORT_DRAFT_KEY, REPORT_ERROR_TOAST, toReportPaymentRequest, type ReportFormValues } from '../model/report-form-values';
import { ReportTypePicker } from './report-type-picker';

/** The report form looks places up from 3 characters. */
export const REPORT_PLACE_MIN_CHARS = 3;

const validate = validateWithSchema<ReportFormValues>(reportFormSchema);

function BirthPlaceField() {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<ReportFormValues>();
  const [picked, setPicked] = useState<PlaceResult | null>(null);
  const showError = Boolean(touched.birthPlace && errors.birthPlace);

  const fill = (place: PlaceResult) => {
    void setFieldValue('latitude', String(place.latitude), false);
    void setFieldValue('longitude', String(place.longitude), false);
    void setFieldValue('timezone', place.timezone, false);
  };

  return (
    <PlaceSearchField
      label="Birth place"
      name="birthPlace"
      required
      searchParam="q"
      minChars={REPORT_PLACE_MIN_CHARS}
      value={picked}
      inputText={values.birthPlace}
      onInputChange={(text) => {
        void setFieldValue('birthPlace', text);
        if (picked && text !== picked.display) setPicked(null);
      }}
      onChange={(place) => {
        setPicked(place);
        if (place) {
          void setFieldValue('birthPlace', place.display);
          fill(place);
        }
      }}
      // The first match fills the coordinates as the visitor types; a picked suggestion wins.
      onResults={(places, forText) => {
        if (!picked && places[0] && forText === values.birthPlace.trim()) fill(places[0]);
      }}
      onBlur={() => void setFieldTouched('birthPlace', true)}
      error={showError}
      helperText={showError ? errors.birthPlace : 'Type at least 3 letters and choose your town from the list'}
    />
  );
}

/** What the chosen report delivers and by when (the deliverables table the server fulfils from). */
function WhatYouReceive() {
  const { values } = useFormikContext<ReportFormValues>();
  const item = values.reportType ? findDeliverableItem({ reportType: values.reportType }) : undefined;
  if (!item) return null;
  return (
    <Alert severity="info" role="status" sx={{ mt: 3 }}>
      <strong>You receive:</strong> {item.receives} {item.dueHours === 1 ? 'Ready within an hour of payment.' : `Within ${item.dueHours} hours of payment, or refunded to your wallet.`}
    </Alert>
  );
}

function SubmitButton({ processing, onAttempt }: { processing: boolean; onAttempt: () => void }) {
  const { values } = useFormikContext<ReportFormValues>();
  const item = values.reportType ? reportCatalogue[values.reportType as ReportType] : null;
  return (
    <Button
      type="submit"
      variant="contained"
      color="secondary"
      size="large"
      disabled={processing}
      onClick={onAttempt}
      startIcon={processing ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LockRounded />}
    >
      {processing ? 'Processing...' : item ? `Proceed to Payment (${formatRupees(item.price)})` : 'Proceed to Payment'}
    </Button>
  );
}

/**
 * The astrological report order: report type, personal and birth details, then the browser goes to the card
 * payment page with the order the server signed. Guests sign in first and come back to their filled form.
 */
export function AstrologicalReportForm() {
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  const [createPayment] = useCreateReportPaymentMutation();
  const [processing, setProcessing] = useState(false);
  // Messages appear when a field is left; after a first submit attempt they also update while typing.
  const [attempted, setAttempted] = useState(false);
  const [initialValues] = useState<ReportFormValues>(() => readPurchaseDraft(REPORT_DRAFT_KEY, EMPTY_REPORT_FORM) ?? EMPTY_REPORT_FORM);

  const submit = async (values: ReportFormValues, helpers: FormikHelpers<ReportFormValues>) => {
    savePurchaseDraft(REPORT_DRAFT_KEY, values);
    if (!isAuthenticated) {
      navigate(loginPath(`${location.pathname}${location.search}`));
      return;
    }
    setProcessing(true);
    try {
      const order = await createPayment(toReportPaymentRequest(values)).unwrap();
      // A failed payment brings the customer back here with the same answers; a paid one clears them.
      rememberCheckout({ path: location.pathname, draftKey: REPORT_DRAFT_KEY });
      await postToGateway(order.paymentUrl, order.paymentData);
      // The browser is leaving for the gateway; the button stays in "Processing..." until it does.
    } catch (error) {
      console.error('Report payment failed', error);
      const apiError = normaliseApiError(error);
      if (apiError.fields) helpers.setErrors(apiError.fields);
      toast({ ...REPORT_ERROR_TOAST, variant: 'error' });
      setProcessing(false);
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validate} validateOnChange={attempted} onSubmit={submit}>
      <Form noValidate aria-label="Astrological report order">
        <KeepDraft draftKey={REPORT_DRAFT_KEY} />
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
          <ReportTypePicker />
          <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 2 }}>
            Personal details
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <FormTextField name="name" label="Full name" required autoComplete="name" />
            <FormTextField name="email" label="Email" type="email" required autoComplete="email" helperText="The report is sent here" />
            <FormTextField name="phone" label="Phone" type="tel" required autoComplete="tel" />
            <FormTextField name="gender" label="Gender" select required>
              <MenuItem value="male">Male</MenuItem>
              <MenuItem value="female">Female</MenuItem>
              <MenuItem value="other">Other</MenuItem>
            </FormTextField>
          </Box>
          <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 2 }}>
            Birth details
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <FormTextField name="birthDate" label="Birth date" type="date" required slotProps={{ inputLabel: { shrink: true } }} />
            <FormTextField name="birthTime" label="Birth time" type="time" required slotProps={{ inputLabel: { shrink: true } }} />
            <Box sx={{ gridColumn: '1 / -1' }}>
              <BirthPlaceField />
            </Box>
            <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
              <FormTextField name="latitude" label="Latitude (auto-filled)" size="small" />
              <FormTextField name="longitude" label="Longitude (auto-filled)" size="small" />
              <FormTextField name="timezone" label="Time zone (auto-filled)" size="small" />
            </Box>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <FormTextField name="questions" label="Questions for the astrologer (optional)" multiline minRows={3} />
            </Box>
          </Box>
          <WhatYouReceive />
          {!isAuthenticated ? (
            <Alert severity="info" sx={{ mt: 3 }}>
              You will be asked to sign in before payment; your answers are kept.
            </Alert>
          ) : null}
          <Box sx={{ mt: 3 }}>
            <SubmitButton processing={processing} onAttempt={() => setAttempted(true)} />
          </Box>
        </Paper>
      </Form>
    </Formik>
  );
}
