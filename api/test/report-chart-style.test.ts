import type { CreatePaymentResponse } from '@astrosetu/contracts';
import { gatewayAnswer, postCallback } from './payments-gateway-simulator';
import { pdfText, setupCardPromises } from './card-promises-support';

/**
 * Issue 36: the chart style chosen on the report form travels with the order to the delivered PDF, whose charts
 * chapter explains the style drawn; without a choice the report draws its language's own.
 */

jest.setTimeout(120_000);

const cards = setupCardPromises();
const { t } = cards;

const form = {
  name: 'Asha Verma', email: 'asha.style@example.com', phone: '+91 98765 43210', gender: 'female', birthDate: '1990-05-15', birthTime: '10:30',
  birthPlace: 'Pune, Maharashtra', latitude: '18.5196', longitude: '73.8554', timezone: 'Asia/Kolkata', reportType: 'basic',
};

async function deliveredText(formData: Record<string, string>): Promise<string> {
  const customer = await t.current.registerUser();
  const payment = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/astrological-report/create', { formData }, customer.token);
  expect(payment.status).toBe(201);
  await postCallback(t.current, gatewayAnswer(t.current, payment.body));
  await cards.runtime().queue.idle();
  const order = await cards.orderOf(payment.body.txnid, customer.token);
  return pdfText(await cards.download(`/api/download-report/${order.reportFile}`, customer.token));
}

describe('report chart style chosen with the order', () => {
  it('an English report ordered with South Indian charts prints them and explains them; without a choice it is North Indian', async () => {
    expect(await deliveredText({ ...form, chartStyle: 'south' })).toContain('Both are South Indian');
    expect(await deliveredText(form)).toContain('Both are North Indian');
  });

  it('a chart style other than North or South Indian is refused before payment', async () => {
    const customer = await t.current.registerUser();
    const payment = await t.current.api('POST', '/api/payment/astrological-report/create', { formData: { ...form, chartStyle: 'east' } }, customer.token);
    expect(payment.status).toBe(400);
  });
});
