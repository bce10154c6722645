import { describe, expect, it } from '@jest/globals';
import { createConsultationRequestSchema } from './consultation';
import {
  WALLET_TOPUP_MAX_PAISE,
  WALLET_TOPUP_MIN_PAISE,
  bookingPaymentRequestSchema,
  reportFormSchema,
  reportPaymentRequestSchema,
  servicePaymentRequestSchema,
  topUpToCoverInPaise,
  walletRechargeRequestSchema,
  walletTopUpRequestSchema,
} from './payment';
import { codeOf, messagesOf } from './test/messages-of';

const topUpMessage = 'Top-up amount must be whole rupees from ₹10 to ₹1,00,000';

describe('topUpToCoverInPaise', () => {
  it('when the wallet is short of a price, then the top-up is the missing part rounded up to whole rupees', () => {
    expect(topUpToCoverInPaise(28_000, 10_000)).toBe(18_000);
    expect(topUpToCoverInPaise(28_000, 10_050)).toBe(18_000); // 179.50 missing -> ₹180
    expect(topUpToCoverInPaise(28_000, 27_999)).toBe(100); // 1 paisa missing -> ₹1
  });

  it('when the wallet already covers the price, then nothing is to be added', () => {
    expect(topUpToCoverInPaise(28_000, 28_000)).toBe(0);
    expect(topUpToCoverInPaise(28_000, 50_000)).toBe(0);
  });

  it('when any price and balance are combined, then the top-up is whole rupees and covers the price', () => {
    for (const price of [1, 99, 100, 12_345, 28_000]) {
      for (const balance of [0, 1, 50, 12_344, 30_000]) {
        const topUp = topUpToCoverInPaise(price, balance);
        expect(topUp % 100).toBe(0);
        expect(balance + topUp).toBeGreaterThanOrEqual(price);
        expect(topUp - Math.max(0, price - balance)).toBeLessThan(100);
      }
    }
  });
});

describe('walletRechargeRequestSchema', () => {
  it('when a top-up is whole rupees from ₹10 to ₹1,00,000, then it passes, also as text', () => {
    expect(walletRechargeRequestSchema.parse({ amount: WALLET_TOPUP_MIN_PAISE })).toEqual({ amount: 1_000 });
    expect(walletRechargeRequestSchema.parse({ amount: String(WALLET_TOPUP_MAX_PAISE) })).toEqual({ amount: 10_000_000 });
    expect(walletRechargeRequestSchema.parse({ amount: '50000' })).toEqual({ amount: 50_000 });
  });

  it('when a top-up is below ₹10, above ₹1,00,000, has paise or is not a number, then the person reads the bounds in rupees', () => {
    for (const amount of [999, 10_000_100, 10_050, 1_000.5, 'abc', -5_000]) {
      expect(messagesOf(walletRechargeRequestSchema, { amount })).toEqual({ amount: topUpMessage });
    }
    expect(codeOf(walletRechargeRequestSchema, { amount: 999 }, 'amount')).toEqual({ code: 'wallet.topUpAmount', params: { min: '₹10', max: '₹1,00,000' } });
  });
});

describe('package lengths at checkout', () => {
  it('when a booking asks for a length that is not a package, then checkout and booking say the same sentence', () => {
    const checkout = messagesOf(walletTopUpRequestSchema, { astrologerId: 1, duration: 20 }).duration;
    const booking = messagesOf(createConsultationRequestSchema, { astrologerId: 1, duration: 20 }).duration;
    expect(checkout).toBe('Duration must be 10, 15, 30, 45 or 60 minutes');
    expect(booking).toBe(checkout);
  });

  it('when a package length is sent as text, then it is read as minutes', () => {
    expect(walletTopUpRequestSchema.parse({ astrologerId: '3', duration: '30' })).toMatchObject({ astrologerId: 3, duration: 30 });
  });

  it('when no channel is sent, then the package is a chat; a call says so; anything else is refused', () => {
    expect(walletTopUpRequestSchema.parse({ astrologerId: 3, duration: 15 }).channel).toBe('chat');
    expect(walletTopUpRequestSchema.parse({ astrologerId: 3, duration: 15, channel: 'call' }).channel).toBe('call');
    expect(messagesOf(walletTopUpRequestSchema, { astrologerId: 3, duration: 15, channel: 'video' }).channel).toBe("channel must be 'chat' or 'call'");
  });
});

describe('bookingPaymentRequestSchema', () => {
  const request = { astrologerId: 3, duration: 15, userDetails: { name: 'Asha Rao', email: 'Asha@Example.com', phone: '9876543210' } };

  it('when the booking page pays for a package not booked yet, then consultationId is 0 and the e-mail is lower case', () => {
    expect(bookingPaymentRequestSchema.parse(request)).toMatchObject({ consultationId: 0, userDetails: { email: 'asha@example.com' } });
  });

  it('when the astrologer id is not a positive whole number, then the person reads so', () => {
    for (const astrologerId of [0, -1, 1.5, 'abc']) {
      expect(messagesOf(bookingPaymentRequestSchema, { ...request, astrologerId })).toEqual({ astrologerId: 'Id must be a positive whole number' });
    }
  });

  it('when the payer details are wrong, then each field has its sentence', () => {
    expect(messagesOf(bookingPaymentRequestSchema, { ...request, userDetails: { name: 'A', email: 'asha', phone: '123' } })).toEqual({
      'userDetails.name': 'Name must be at least 2 characters',
      'userDetails.email': 'Invalid email address',
      'userDetails.phone': 'Phone number must be at least 10 digits',
    });
  });

  // Finding: unlike sign-up (phoneSchema), the booking page's and the report form's phone fields check only the
  // length, so 'abcdefghij' is accepted and sent to the gateway. Left as it is.
  it.todo('when the booking page or the report form is given a phone of letters ("abcdefghij"), then it is refused as at sign-up');
});

describe('servicePaymentRequestSchema', () => {
  it('when a request carries fields the server does not use (amount, description, package), then they are dropped', () => {
    expect(servicePaymentRequestSchema.parse({ service: 'match-making', packageName: 'basic', package: 'premium', amount: 1, description: 'x' })).toEqual({
      service: 'match-making',
      packageName: 'basic',
    });
  });

  it('when no package or no service is named, then the person reads that the package is not available', () => {
    expect(messagesOf(servicePaymentRequestSchema, { service: 'tarot' })).toEqual({ packageName: 'This service package is not available' });
    expect(messagesOf(servicePaymentRequestSchema, { service: '  ', packageName: 'Tarot' })).toEqual({ service: 'This service package is not available' });
  });

  it('when a category is not lower-case words with hyphens, then it is refused', () => {
    expect(messagesOf(servicePaymentRequestSchema, { service: 'tarot', packageName: 'Tarot', category: 'Love!' })).toEqual({ category: 'Invalid category' });
    expect(messagesOf(servicePaymentRequestSchema, { service: 'tarot', packageName: 'Tarot', category: 'love-and-life' })).toEqual({});
  });
});

describe('reportFormSchema', () => {
  const report = {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    gender: 'female',
    birthDate: '1990-08-15',
    birthTime: '06:30',
    birthPlace: 'Chennai',
    reportType: 'basic',
  };

  it('when the form is complete, then it passes, with blank coordinates and questions left out', () => {
    const parsed = reportFormSchema.parse({ ...report, latitude: '', longitude: ' ', questions: '  ' });
    expect(parsed).toMatchObject({ birthDate: '1990-08-15', reportType: 'basic' });
    expect(parsed.latitude).toBeUndefined();
    expect(parsed.questions).toBeUndefined();
  });

  it('when a chart style is chosen (issue 36), then North or South Indian passes, a blank means the language\'s own, any other is refused', () => {
    expect(reportFormSchema.parse({ ...report, chartStyle: 'south' }).chartStyle).toBe('south');
    expect(reportFormSchema.parse({ ...report, chartStyle: '' }).chartStyle).toBeUndefined();
    expect(messagesOf(reportFormSchema, { ...report, chartStyle: 'east' })).toEqual({ chartStyle: 'Chart style must be North Indian or South Indian' });
  });

  it('when the coordinates come from the place search as text, then they become numbers within range', () => {
    expect(reportFormSchema.parse({ ...report, latitude: '13.0827', longitude: '80.2707' })).toMatchObject({ latitude: 13.0827, longitude: 80.2707 });
    expect(Object.keys(messagesOf(reportFormSchema, { ...report, latitude: '95' }))).toEqual(['latitude']);
  });

  it('when the birth date does not exist or is before 1800, then the person is asked for a valid birth date', () => {
    for (const birthDate of ['1990-02-30', '1799-12-31', '15-08-1990']) {
      expect(messagesOf(reportFormSchema, { ...report, birthDate })).toEqual({ birthDate: 'Please enter a valid birth date' });
    }
  });

  it('when the birth date is in the future, then the person reads that it cannot be', () => {
    expect(messagesOf(reportFormSchema, { ...report, birthDate: '2999-01-01' })).toEqual({ birthDate: 'Birth date cannot be in the future' });
  });

  it('when the birth time is not a clock time, then the person is asked for a valid birth time', () => {
    expect(messagesOf(reportFormSchema, { ...report, birthTime: '25:00' })).toEqual({ birthTime: 'Please enter a valid birth time' });
    expect(reportFormSchema.parse({ ...report, birthTime: '06:30:15' }).birthTime).toBe('06:30:15');
  });

  it('when questions are asked with a report other than Premium, then they are refused with the reason', () => {
    expect(messagesOf(reportFormSchema, { ...report, questions: 'Will I marry soon?' })).toEqual({
      questions: 'Only the Premium report answers questions (an astrologer writes the answers). Choose Premium, or leave the questions empty.',
    });
    expect(messagesOf(reportFormSchema, { ...report, reportType: 'premium', questions: 'Will I marry soon?' })).toEqual({});
  });

  it('when the gender or the report type is missing, then the person is asked to choose', () => {
    const { gender: _gender, reportType: _reportType, ...rest } = report;
    expect(messagesOf(reportFormSchema, rest)).toEqual({ gender: 'Please select your gender', reportType: 'Please select a report type' });
  });

  it('when the report payment has no form, then formData is required', () => {
    expect(messagesOf(reportPaymentRequestSchema, {})).toEqual({ formData: 'formData is required' });
    // The form as an object; a URL-encoded string (the old client's) is refused with the same message.
    expect(messagesOf(reportPaymentRequestSchema, { formData: { name: 'Asha', reportType: 'basic' } })).toEqual({});
    expect(messagesOf(reportPaymentRequestSchema, { formData: 'name=Asha&reportType=basic' })).toEqual({ formData: 'formData is required' });
  });
});
