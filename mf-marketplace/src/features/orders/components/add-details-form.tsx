import { useState } from 'react';
import { Form, Formik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { normaliseApiError, readPurchaseDraft } from '@astrosetu/web-core';
import { KeepDraft } from '@astrosetu/web-core/forms';
import { PurchaseInputFields } from '../../../shared/purchase-inputs/components/purchase-input-fields';
import { checkInputs, emptyInputValues, validateInputs, type PurchaseInputValues, type ServiceInputKind } from '../../../shared/purchase-inputs/model/purchase-input-values';
import { useAddOrderDetailsMutation } from '../api/orders-api';
import { useMarketplaceText } from '../../../locales/use-text';

/** A paid order without its inputs: the same form as before payment; sending it starts the delivery clock. */
export function AddDetailsForm({ txnid, itemKey, kind }: { txnid: string; itemKey: string; kind: ServiceInputKind }) {
  const { t } = useMarketplaceText();
  const [addDetails, { isLoading }] = useAddOrderDetailsMutation();
  const [error, setError] = useState<string | null>(null);
  const draftKey = `order-${txnid}`;
  const [initialValues] = useState<PurchaseInputValues>(() => readPurchaseDraft(draftKey, emptyInputValues(kind)) ?? readPurchaseDraft(itemKey, emptyInputValues(kind)) ?? emptyInputValues(kind));
  const [validate] = useState(() => validateInputs(kind));

  return (
    <Formik<PurchaseInputValues>
      initialValues={initialValues}
      validate={validate}
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        const check = checkInputs(kind, values);
        if (!check.ok) return;
        setError(null);
        try {
          await addDetails({ txnid, inputs: check.inputs }).unwrap();
        } catch (cause) {
          const apiError = normaliseApiError(cause);
          if (apiError.fields) helpers.setErrors(apiError.fields as never);
          setError(apiError.message || t('orders.addDetails.failed'));
        }
      }}
    >
      <Form noValidate aria-labelledby="add-details-heading" id="details">
        <KeepDraft draftKey={draftKey} />
        <Stack spacing={2.5}>
          <div>
            <Typography id="add-details-heading" variant="h6" component="h2">
              {t('orders.addDetails.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('orders.addDetails.description')}
            </Typography>
          </div>
          <PurchaseInputFields kind={kind} />
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" variant="contained" size="large" disabled={isLoading} sx={{ alignSelf: { sm: 'flex-start' } }} startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
            {isLoading ? t('orders.addDetails.sending') : t('orders.addDetails.send')}
          </Button>
        </Stack>
      </Form>
    </Formik>
  );
}
