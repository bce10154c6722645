import type { PaymentOrderRecord } from '../payment-orders/payment-order.repository';
import { reportRequestOf } from './fulfilment-service';

// Issue 36: the report built from an order (first, and again with the astrologer's answers) keeps the order's
// language and the charts' style chosen with it.

const order = (language: 'ta' | undefined, chartStyle: 'north' | 'south' | undefined) =>
  ({
    txnid: 'TXN-1',
    amount: 59900,
    language,
    details: {
      reportType: 'premium',
      reportForm: {
        name: 'கார்த்திக்', email: 'k@example.com', phone: '9876543210', gender: 'male', birthDate: '1985-01-27', birthTime: '22:15',
        birthPlace: 'Chennai', latitude: 13.0827, longitude: 80.2707, timezone: 'Asia/Kolkata', reportType: 'premium',
        ...(chartStyle ? { chartStyle } : {}),
      },
    },
  }) as unknown as PaymentOrderRecord;

describe('reportRequestOf', () => {
  it('when a Tamil order chose North Indian charts, then the report request is Tamil with North Indian charts', () => {
    expect(reportRequestOf(order('ta', 'north'))).toMatchObject({ language: 'ta', chartStyle: 'north' });
  });

  it('when an older order has neither, then the request leaves both unset (English, the language\'s style)', () => {
    const request = reportRequestOf(order(undefined, undefined));
    expect(request).not.toHaveProperty('language');
    expect(request).not.toHaveProperty('chartStyle');
  });
});
