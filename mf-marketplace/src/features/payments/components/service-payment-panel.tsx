import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Form, Formik } from 'formik';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { findDeliverableItem, unknownServiceMessage, type CatalogueItem, type DeliverableItem, cataloguePriceInPaise } from '@astrosetu/contracts';
import { formatPaise } from '@astrosetu/design-system/format';
import { Price } from '@astrosetu/design-system/price';
import { readPurchaseDraft, rememberCheckout, savePurchaseDraft, useReferencePrice } from '@astrosetu/web-core';
import { KeepDraft } from '@astrosetu/web-core/forms';
import { PurchaseInputFields } from '../../../shared/purchase-inputs/components/purchase-input-fields';
import {
  checkInputs,
  dueText,
  emptyInputValues,
  validateInputs,
  type PurchaseInputValues,
  type ServiceInputKind,
} from '../../../shared/purchase-inputs/model/purchase-input-values';
import type { PaymentPageQuery } from '../payment-page-query';
import { useCreateServicePaymentMutation } from '../payments-api';
import { savingText, serviceTitle } from '../service-labels';
import { useGatewayCheckout } from '../use-gateway-checkout';
import { DetailRows } from './detail-rows';
import { PaySummaryCard } from './pay-summary-card';
import { useMarketplaceText } from '../../../locales/use-text';

type ServiceQuery = Extract<PaymentPageQuery, { mode: 'service' }>;

/** Service mode (docs/product-rules.md#payments): a tool, horoscope, divination or match-making package at the catalogue's price. */
export function ServicePaymentPanel({ query }: { query: ServiceQuery }) {
  const { t } = useMarketplaceText();
  const { item } = query;
  const deliverable = item ? findDeliverableItem({ service: item.service, packageName: item.packageName }) : undefined;
  if (!item || !deliverable || deliverable.input === 'report-form') {
    return (
      <Alert severity="error" role="alert">
        {t('payment.unknownService', { reason: unknownServiceMessage })}
      </Alert>
    );
  }
  return <ServicePurchase query={query} item={item} deliverable={deliverable} kind={deliverable.input} />;
}

interface ServicePurchaseProps {
  query: ServiceQuery;
  item: CatalogueItem;
  deliverable: DeliverableItem;
  kind: ServiceInputKind;
}

/**
 * What the item needs from the customer (the form of its input kind), what they receive and by when, then the
 * gateway. The answers are kept in this browser (a reload, a failed payment) and sent with the order.
 */
function ServicePurchase({ query, item, deliverable, kind }: ServicePurchaseProps) {
  const { t } = useMarketplaceText();
  const location = useLocation();
  const [createServicePayment] = useCreateServicePaymentMutation();
  const checkout = useGatewayCheckout();
  const [initialValues] = useState<PurchaseInputValues>(() => readPurchaseDraft(deliverable.key, emptyInputValues(kind)) ?? emptyInputValues(kind));
  const [validate] = useState(() => validateInputs(kind));
  const price = cataloguePriceInPaise(item.price);
  // A struck-through price only when the server answers one for this item (docs/orders.md#prices).
  const referencePrice = useReferencePrice(deliverable.key, price);
  const saving = savingText(price, referencePrice, t);

  const pay = (values: PurchaseInputValues) => {
    const check = checkInputs(kind, values);
    if (!check.ok) return;
    savePurchaseDraft(deliverable.key, values);
    rememberCheckout({ path: `${location.pathname}${location.search}`, draftKey: deliverable.key });
    return checkout.pay(() =>
      createServicePayment({
        service: item.service,
        packageName: item.packageName,
        inputs: check.inputs,
        ...(query.redirect ? { redirect: query.redirect } : {}),
        ...(query.redirect && query.category ? { category: query.category } : {}),
      }).unwrap(),
    );
  };

  return (
    <Formik<PurchaseInputValues> initialValues={initialValues} validate={validate} onSubmit={pay}>
      {({ submitForm, submitCount, isValid }) => (
        <Form noValidate aria-label={t('payment.service.formLabel', { name: item.packageName })}>
          <KeepDraft draftKey={deliverable.key} />
          <Stack spacing={3}>
            <Alert severity="info" role="status">
              <Typography fontWeight={700} component="p">
                {t('payment.service.receives', { what: deliverable.receives })}
              </Typography>
              <Typography variant="body2" component="p" sx={{ mt: 0.5 }}>
                {t('payment.service.when', { when: dueText(deliverable, t) })}
                {deliverable.mode === 'astrologer' ? ` ${t('payment.service.refundIfLate')}` : ''}
              </Typography>
            </Alert>
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 7 }}>
                <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }}>
                  <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                    <Typography variant="h6" component="h2">
                      {t('booking.yourDetails')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
                      {t('payment.service.detailsNote', { name: item.packageName })}
                    </Typography>
                    <PurchaseInputFields kind={kind} />
                  </CardContent>
                </Card>
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <Stack spacing={3}>
                  <Card variant="outlined" sx={{ borderRadius: 3 }}>
                    <CardContent sx={{ p: 3 }}>
                      <Typography variant="h6" component="h2" gutterBottom>
                        {t('booking.form.label')}
                      </Typography>
                      <DetailRows
                        rows={[
                          { label: t('payment.rows.service'), value: serviceTitle(item.service, t) },
                          { label: t('payment.rows.package'), value: item.packageName },
                          ...(query.description ? [{ label: t('payment.rows.description'), value: query.description }] : []),
                          {
                            label: t('payment.rows.price'),
                            value: (
                              <Stack direction="row" spacing={1} alignItems="baseline" justifyContent="flex-end" flexWrap="wrap" useFlexGap>
                                {referencePrice !== undefined && <Price paise={referencePrice} strikethrough variant="body2" />}
                                <Price paise={price} />
                                {saving && <Chip size="small" color="success" label={saving} />}
                              </Stack>
                            ),
                          },
                        ]}
                      />
                    </CardContent>
                  </Card>
                  <PaySummaryCard
                    rows={[{ label: item.packageName, value: <Price paise={price} /> }]}
                    total={price}
                    payLabel={t('booking.form.pay', { amount: formatPaise(price, { decimals: false }) })}
                    status={checkout.status}
                    error={checkout.error}
                    onPay={() => void submitForm()}
                  />
                  {/* Below the button: a message appearing or going never moves the button under the pointer. */}
                  {submitCount > 0 && !isValid ? (
                    <Alert severity="warning" role="alert">
                      {t('payment.service.completeDetails')}
                    </Alert>
                  ) : null}
                </Stack>
              </Grid>
            </Grid>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
