import { paymentKinds, paymentReturnResults } from '@astrosetu/contracts';
import type { PackageBooking } from './package-booking.repository';
import type { PaymentOrderRecord } from '../payment-orders/payment-order.repository';
import { bookingLandingUrl, landingUrl } from './payment-landing';

/**
 * Issue 33: the report-payment landing carried the buyer's e-mail. No landing URL of any kind or outcome may carry the
 * payer's e-mail, phone or name (URLs stay in browser history, proxy logs and Referer headers); the order is named
 * by its txnid and read with the signed-in session.
 */
const SITE = 'https://astrosetu.example';
const payer = { firstname: 'Asha Verma', email: 'asha.verma+reports@example.com', phone: '+91 98765 43210' };
const personal = [payer.email, encodeURIComponent(payer.email), 'asha', 'Verma', '98765', '43210', '9876543210', '@'];

function orderOf(kind: PaymentOrderRecord['kind']): PaymentOrderRecord {
  return {
    id: 7, txnid: 'AS7XREPORT1', userId: 3, kind, amount: 59_900, gateway: 'sandbox', key: 'k', productinfo: 'AstroSetu order',
    ...payer, language: 'en', udf1: '', udf2: '', status: 'paid',
    details: { buyerName: payer.firstname, redirect: 'astrologers', category: 'marriage', service: 'match-making', reportType: 'basic' },
    result: { mode: 'UPI' }, createdAt: new Date(),
  } as PaymentOrderRecord;
}

describe('payment landing URLs', () => {
  it.each(paymentKinds.flatMap((kind) => paymentReturnResults.map((result) => [kind, result] as const)))(
    'a %s payment that returns %s lands on a URL with the txnid and no personal data',
    (kind, result) => {
      const url = landingUrl(SITE, orderOf(kind), result);
      expect(url).toContain('txnid=AS7XREPORT1');
      for (const piece of personal) expect(url.toLowerCase()).not.toContain(piece.toLowerCase());
    },
  );

  it('a paid report lands on the home page with its txnid alone', () => {
    expect(landingUrl(SITE, orderOf('report'), 'success')).toBe(`${SITE}/?payment=success&type=astrological-report&txnid=AS7XREPORT1`);
  });

  it('a paid package whose booking failed lands with the reason, and still no personal data', () => {
    const booking = { txnid: 'AS7XREPORT1', userId: 3, astrologerId: 2, duration: 15, price: 59_900, ratePerMinute: 40, status: 'failed', error: 'Dr. Meenakshi Iyer went offline, so the consultation was not booked' } as PackageBooking;
    const url = bookingLandingUrl(SITE, orderOf('booking'), booking);
    expect(new URL(url).searchParams.get('booking')).toBe('failed');
    for (const piece of personal) expect(url.toLowerCase()).not.toContain(piece.toLowerCase());
  });
});
