import type { CreatePaymentResponse, OrderDetail } from '@astrosetu/contracts';
import { errorOf } from './harness';
import { gatewayAnswer, postCallback } from './payments-gateway-simulator';
import { cardList, cardText, checklistTexts, expectEveryLineDelivered, pdfText, setupCardPromises } from './card-promises-support';

/**
 * Issue 32: the three astrological reports (mf-content report.types.*.features). Each is bought through the
 * report payment and its delivered PDF read back. Questions are answered only in Premium (by an astrologer,
 * through the queue, whose task asks for that answer): the other tiers refuse them with a 400, as the form
 * no longer offers the box for them.
 */

jest.setTimeout(240_000);

const cards = setupCardPromises();
const { t } = cards;

const form = {
  name: 'Asha Verma', email: 'asha.cards@example.com', phone: '+91 98765 43210', gender: 'female', birthDate: '1990-05-15', birthTime: '10:30',
  birthPlace: 'Pune, Maharashtra', latitude: '18.5196', longitude: '73.8554', timezone: 'Asia/Kolkata',
};

const orderReport = (token: string, formData: Record<string, string>) =>
  t.current.api<CreatePaymentResponse>('POST', '/api/payment/astrological-report/create', { formData }, token);

async function buyReport(token: string, formData: Record<string, string>): Promise<{ order: OrderDetail; text: string }> {
  const payment = await orderReport(token, formData);
  expect(payment.status).toBe(201);
  await postCallback(t.current, gatewayAnswer(t.current, payment.body));
  await cards.runtime().queue.idle();
  const order = await cards.orderOf(payment.body.txnid, token);
  expect(order.reportFile).toBeDefined();
  return { order, text: pdfText(await cards.download(`/api/download-report/${order.reportFile}`, token)) };
}

/** pdftotext ends every page with a form feed. */
const pagesOf = (text: string) => text.split('\f').length - 1;

describe('report cards: every line is in the delivered report', () => {
  it('Basic (₹199): the birth chart and positions, a personality overview and 5 years of dasha', async () => {
    const customer = await t.current.registerUser();
    const { text } = await buyReport(customer.token, { ...form, reportType: 'basic' });
    expect(cardText('report.types.basic.pages')).toBe('10-15 pages');
    expect(pagesOf(text)).toBeGreaterThanOrEqual(10);
    expect(pagesOf(text)).toBeLessThanOrEqual(15);
    expectEveryLineDelivered(cardList('report.types.basic.features'), [
      ['Birth chart and planet positions', ['Your birth charts', 'Planetary positions']],
      ['Personality and life overview', ['You: ascendant, Moon and birth star']],
      ['5 years of dasha periods', ['Vimshottari dasha: the next 5 years']],
    ], text);
  });

  it('Comprehensive (₹399): life areas, yogas, doshas and remedies (with the caveat), 10 years of dasha', async () => {
    const customer = await t.current.registerUser();
    const { text } = await buyReport(customer.token, { ...form, reportType: 'comprehensive' });
    expect(cardText('report.types.comprehensive.pages')).toBe('25-30 pages');
    expect(pagesOf(text)).toBeGreaterThanOrEqual(25);
    expect(pagesOf(text)).toBeLessThanOrEqual(30);
    expectEveryLineDelivered(cardList('report.types.comprehensive.features'), [
      ['Everything in Basic', ['Your birth charts', 'Planetary positions', 'You: ascendant, Moon and birth star']],
      ['Career, marriage, health and wealth', ['Areas of life', 'Career and status', 'Marriage and partnership', 'Health and vitality', 'Money and wealth']],
      // Asha's Mangal dosha is effective: its classical remedies are listed, and the remedies chapter opens with the caveat.
      ['Yogas, doshas and remedies', ['Yogas and doshas', 'Mangal Dosha', 'Traditional remedies:', 'Remedies (upayas)', 'not as a guarantee of any result']],
      ['10 years of dasha periods', ['Vimshottari dasha: the next 10 years']],
    ], text);
  });

  it('Premium (₹599): D9/D10, year by year, 20+ years of dasha; the questions go to an astrologer whose task asks for the answer', async () => {
    const customer = await t.current.registerUser();
    const { order, text } = await buyReport(customer.token, { ...form, reportType: 'premium', questions: 'When will I marry?' });
    expect(cardText('report.types.premium.pages')).toBe('40+ pages');
    expect(pagesOf(text)).toBeGreaterThanOrEqual(40);
    expectEveryLineDelivered(cardList('report.types.premium.features'), [
      ['Everything in Comprehensive', ['Areas of life', 'Remedies (upayas)', 'Yogas and doshas']],
      ['Divisional charts (D9, D10)', ['Divisional charts: navamsa (D9) and dashamsa (D10)']],
      ['Year-by-year predictions', [/Year by year, \d{4} to \d{4}/]],
      ['20+ years of dasha periods', [/Vimshottari dasha: the next 2\d years/]],
      ['Answers to your questions', ['When will I marry?', 'Your questions are with your astrologer']],
    ], text);
    expect(order.fulfilment).toMatchObject({ status: 'in-progress' });
    const task = await cards.claimTask(order.txnid);
    expect(task.inputs).toMatchObject({ questions: 'When will I marry?' });
    expect(checklistTexts(task.checklist)).toEqual([expect.stringMatching(/^An answer to each of the customer's questions/)]);
  });

  it.each(['basic', 'comprehensive'])('%s with questions: 400 on the questions field (only Premium answers them), and no order', async (reportType) => {
    const customer = await t.current.registerUser();
    const refused = await orderReport(customer.token, { ...form, reportType, questions: 'When will I marry?' });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).fields?.questions).toBe('Only the Premium report answers questions (an astrologer writes the answers). Choose Premium, or leave the questions empty.');
    const orders = await t.current.api<{ items: unknown[] }>('GET', '/api/payment/orders', undefined, customer.token);
    expect(orders.body.items).toHaveLength(0);
    // Blank questions are no questions.
    expect((await orderReport(customer.token, { ...form, reportType, questions: '   ' })).status).toBe(201);
  });
});
