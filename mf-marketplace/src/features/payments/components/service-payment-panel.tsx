import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { unknownServiceMessage } from '@astrosetu/contracts';
import { Price } from '@astrosetu/design-system/price';
import type { PaymentPageQuery } from '../payment-page-query';
import { useCreateServicePaymentMutation } from '../payments-api';
import { savingText, serviceTitle } from '../service-labels';
import { useGatewayCheckout } from '../use-gateway-checkout';
import { DetailRows } from './detail-rows';
import { PaySummaryCard } from './pay-summary-card';

type ServiceQuery = Extract<PaymentPageQuery, { mode: 'service' }>;

/** Service mode (spec 2.8): a tool, horoscope, divination or match-making package at the catalogue's price. */
export function ServicePaymentPanel({ query }: { query: ServiceQuery }) {
  const [createServicePayment] = useCreateServicePaymentMutation();
  const checkout = useGatewayCheckout();
  const { item } = query;

  if (!item) {
    return (
      <Alert severity="error" role="alert">
        {unknownServiceMessage}. Please go back and choose a package again.
      </Alert>
    );
  }

  const price = item.price * 100;
  const saving = savingText(item);
  const pay = () =>
    checkout.pay(() =>
      createServicePayment({
        service: item.service,
        packageName: item.packageName,
        amount: item.price,
        ...(query.description ? { description: query.description } : {}),
        ...(query.redirect ? { redirect: query.redirect } : {}),
        ...(query.redirect && query.category ? { category: query.category } : {}),
      }).unwrap(),
    );

  return (
    <Stack spacing={3}>
      <Alert severity="info" role="status">
        You are buying <strong>{item.packageName}</strong>. It is delivered digitally as soon as the payment is confirmed.
      </Alert>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }}>
            <CardContent sx={{ p: 3 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                Payment details
              </Typography>
              <DetailRows
                rows={[
                  { label: 'Service', value: serviceTitle(item.service) },
                  { label: 'Package', value: item.packageName },
                  ...(query.description ? [{ label: 'Description', value: query.description }] : []),
                  {
                    label: 'Price',
                    value: (
                      <Stack direction="row" spacing={1} alignItems="baseline" justifyContent="flex-end">
                        {item.originalPrice && item.originalPrice > item.price && <Price paise={item.originalPrice * 100} strikethrough variant="body2" />}
                        <Price paise={price} />
                        {saving && <Chip size="small" color="success" label={saving} />}
                      </Stack>
                    ),
                  },
                ]}
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <PaySummaryCard
            rows={[{ label: item.packageName, value: <Price paise={price} /> }]}
            total={price}
            payLabel={`Pay ₹${item.price.toLocaleString('en-IN')}`}
            status={checkout.status}
            error={checkout.error}
            onPay={() => void pay()}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
