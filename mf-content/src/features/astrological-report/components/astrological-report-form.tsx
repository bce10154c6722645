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
import { defaultChartStyleFor, findDeliverableItem, reportCatalogue, reportChartStyles, reportFormSchema, type PlaceResult, type ReportType } from '@astrosetu/contracts';
import { useLanguage } from '@astrosetu/design-system/i18n';
import { formatRupees } from '@astrosetu/design-system/format';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError, readPurchaseDraft, rememberCheckout, savePurchaseDraft, useSession } from '@astrosetu/web-core';
import { postToGateway } from '@astrosetu/web-core/files';
import { FormTextField, KeepDraft, validateWithSchema } from '@astrosetu/web-core/forms';
import { loginPath } from '../../../shared/payment/payment-links';
import { PlaceSearchField } from '../../../shared/places/place-search-field';
import { useCreateReportPaymentMutation } from '../api/report-payment-api';
import { EMPTY_REPORT_FORM, REPORT_DRAFT_KEY, sentFields, toReportPaymentRequest, type ReportFormValues } from '../model/report-form-values';
import { useContentText } from '../../../locales/use-text';
import { ReportTypePicker } from './report-type-picker';

/** The report form looks places up from 3 characters. */
export const REPORT_PLACE_MIN_CHARS = 3;

const validate = validateWithSchema<ReportFormValues>(reportFormSchema, sentFields);

function BirthPlaceField() {
  const { t } = useContentText();
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
      label={t('report.form.birthPlace')}
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
      helperText={showError ? errors.birthPlace : t('report.form.birthPlaceHelp')}
    />
  );
}

/**
 * Questions are answered only in the Premium report (by an astrologer, through the fulfilment queue): the box is
 * shown for Premium alone, and the server refuses questions with the other tiers.
 */
function QuestionsField() {
  const { t } = useContentText();
  const { values } = useFormikContext<ReportFormValues>();
  if (values.reportType !== 'premium') {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {t('report.form.questionsWithPremium')}
      </Typography>
    );
  }
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <FormTextField name="questions" label={t('report.form.questions')} helperText={t('report.form.questionsHelp')} multiline minRows={3} />
    </Box>
  );
}

/** What the chosen report delivers and by when (the deliverables table the server fulfils from). */
function WhatYouReceive() {
  const { t } = useContentText();
  const { values } = useFormikContext<ReportFormValues>();
  const item = values.reportType ? findDeliverableItem({ reportType: values.reportType }) : undefined;
  if (!item) return null;
  return (
    <Alert severity="info" role="status" sx={{ mt: 3 }}>
      <strong>{t('report.form.youReceive')}</strong> {t(`report.types.${values.reportType as ReportType}.receives`)}{' '}
      {item.dueHours === 1 ? t('report.form.readyInHour') : t('report.form.readyInHours', { hours: item.dueHours })}
    </Alert>
  );
}

function SubmitButton({ processing, onAttempt }: { processing: boolean; onAttempt: () => void }) {
  const { t } = useContentText();
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
      {processing ? t('report.form.processing') : item ? t('report.form.payAmount', { amount: formatRupees(item.price) }) : t('report.form.pay')}
    </Button>
  );
}

/**
 * The astrological report order: report type, personal and birth details, then the browser goes to the card
 * payment page with the order the server signed. Guests sign in first and come back to their filled form.
 */
export function AstrologicalReportForm() {
  const { t } = useContentText();
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  const [createPayment] = useCreateReportPaymentMutation();
  const [processing, setProcessing] = useState(false);
  // Messages appear when a field is left; after a first submit attempt they also update while typing.
  const [attempted, setAttempted] = useState(false);
  const { language } = useLanguage();
  // The charts start in the style the reader's language uses (South Indian for Tamil), shown so it can be changed.
  const [initialValues] = useState<ReportFormValues>(() => {
    const values = readPurchaseDraft(REPORT_DRAFT_KEY, EMPTY_REPORT_FORM) ?? EMPTY_REPORT_FORM;
    return values.chartStyle ? values : { ...values, chartStyle: defaultChartStyleFor(language) === 'south' ? 'south' : 'north' };
  });

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
      toast({ title: t('report.form.errorTitle'), description: t('report.form.errorDescription'), variant: 'error' });
      setProcessing(false);
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validate} validateOnChange={attempted} onSubmit={submit}>
      <Form noValidate aria-label={t('report.form.label')}>
        <KeepDraft draftKey={REPORT_DRAFT_KEY} />
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
          <ReportTypePicker />
          <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 2 }}>
            {t('report.form.personal')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <FormTextField name="name" label={t('report.form.name')} required autoComplete="name" />
            <FormTextField name="email" label={t('report.form.email')} type="email" required autoComplete="email" helperText={t('report.form.emailHelp')} />
            <FormTextField name="phone" label={t('report.form.phone')} type="tel" required autoComplete="tel" />
            <FormTextField name="gender" label={t('report.form.gender')} select required>
              <MenuItem value="male">{t('report.form.male')}</MenuItem>
              <MenuItem value="female">{t('report.form.female')}</MenuItem>
              <MenuItem value="other">{t('report.form.other')}</MenuItem>
            </FormTextField>
          </Box>
          <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 2 }}>
            {t('report.form.birth')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <FormTextField name="birthDate" label={t('report.form.birthDate')} type="date" required slotProps={{ inputLabel: { shrink: true } }} />
            <FormTextField name="birthTime" label={t('report.form.birthTime')} type="time" required slotProps={{ inputLabel: { shrink: true } }} />
            <Box sx={{ gridColumn: '1 / -1' }}>
              <BirthPlaceField />
            </Box>
            <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
              <FormTextField name="latitude" label={t('report.form.latitude')} size="small" />
              <FormTextField name="longitude" label={t('report.form.longitude')} size="small" />
              <FormTextField name="timezone" label={t('report.form.timezone')} size="small" />
            </Box>
            <FormTextField name="chartStyle" label={t('report.form.chartStyle')} select helperText={t('report.form.chartStyleHelp')} sx={{ gridColumn: '1 / -1' }}>
              {reportChartStyles.map((style) => (
                <MenuItem key={style} value={style}>
                  {t(`chart.styles.${style}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <QuestionsField />
          </Box>
          <WhatYouReceive />
          {!isAuthenticated ? (
            <Alert severity="info" sx={{ mt: 3 }}>
              {t('report.form.signInFirst')}
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
