import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import {
  walletTopUpAmountMessage,
  type Consultation,
  type CreatePaymentResponse,
  type PaymentOrder,
  type User,
  type WalletRechargeResponse,
} from '@astrosetu/contracts';
import { SANDBOX_KEY } from '../src/modules/payments/gateway/gateway-settings';
import { payuRequestHash } from '../src/modules/payments/gateway/payu-hash';
import { ledgerRepository } from '../src/modules/wallet/ledger.repository';
import { notificationRepository } from '../src/modules/notifications/notification.repository';
import type { EmittedEvent } from '../src/shared/realtime/realtime-events';
import { errorOf, setupTestServer } from './harness';
import { formOf, gatewayAnswer, gatewaySettingsOf, orderCount, postCallback } from './payments-gateway-simulator';

const SITE = 'https://astrosetu.test';
const t = setupTestServer({
  PUBLIC_SITE_URL: SITE,
  REPORTS_DIR: mkdtempSync(join(tmpdir(), 'astrosetu-reports-')),
  MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'astrosetu-outbox-')),
});

/** Pandit Rajesh Sharma (demo astrologer 1), ₹35/min. */
const RAJESH = 1;
const RAJESH_RATE = 35;
/** Rajesh takes calls at ₹40 a minute; Acharya Vikram Joshi (demo astrologer 3) takes none. */
const RAJESH_CALL_RATE = 40;
const VIKRAM = 3;

async function balanceOf(token: string): Promise<number> {
  return (await t.current.api<User>('GET', '/api/auth/user', undefined, token)).body.balance;
}

async function recharge(token: string, amount: number) {
  return t.current.api<WalletRechargeResponse>('POST', '/api/payment/wallet/recharge', { amount }, token);
}

async function creditsFor(txnid: string) {
  return (await ledgerRepository.findByIdempotencyKey(txnid)) ? 1 : 0;
}

async function orderOf(token: string, txnid: string) {
  return t.current.api<PaymentOrder>('GET', `/api/payment/orders/${txnid}`, undefined, token);
}

describe('POST /api/payment/wallet/recharge', () => {
  it('when a customer recharges ₹500, then an order is created and signed gateway fields and a self-submitting form come back', async () => {
    const { token, user } = await t.current.registerUser({ username: 'Ravi Kumar' });
    const response = await recharge(token, 50_000);

    expect(response.status).toBe(201);
    const { paymentUrl, paymentData, paymentForm, success, amount } = response.body;
    expect(success).toBe(true);
    expect(amount).toBe(50_000);
    expect(paymentUrl).toBe(`${SITE}/api/sandbox-gateway/_payment`);
    expect(paymentData).toMatchObject({
      key: SANDBOX_KEY,
      amount: '500.00',
      productinfo: 'AstroSetu wallet top-up',
      firstname: 'Ravi Kumar',
      email: user.email,
      surl: `${SITE}/api/payment/callback/success`,
      furl: `${SITE}/api/payment/callback/failure`,
      udf1: 'wallet-recharge',
      udf2: String(user.id),
    });
    expect(paymentData.txnid).toMatch(/^[A-Z0-9]{8,25}$/);
    expect(paymentData.hash).toBe(payuRequestHash(paymentData, gatewaySettingsOf(t.current).salt));

    const form = formOf(paymentForm);
    expect(form.action).toBe(paymentUrl);
    expect(form.fields).toMatchObject({ txnid: paymentData.txnid, hash: paymentData.hash, amount: '500.00' });
    expect(paymentForm).toContain('.submit()');

    const order = await orderOf(token, paymentData.txnid);
    expect(order.body).toMatchObject({ txnid: paymentData.txnid, kind: 'wallet-recharge', status: 'created', amount: 50_000 });
  });

  it('when two recharges are created, then each gets its own transaction id', async () => {
    const { token } = await t.current.registerUser();
    const [first, second] = await Promise.all([recharge(token, 1_000), recharge(token, 1_000)]);
    expect(first.body.txnid).not.toBe(second.body.txnid);
  });

  it.each([
    ['below ₹10', 900],
    ['₹5', 500],
    ['not whole rupees', 50_050],
    ['above ₹1,00,000', 10_000_100],
    ['zero', 0],
    ['negative', -50_000],
    ['not a number', 'five hundred'],
    ['missing', undefined],
  ])('when the amount is %s, then 400 with a clear message and no order', async (_case, amount) => {
    const { token, user } = await t.current.registerUser();
    const response = await t.current.api('POST', '/api/payment/wallet/recharge', amount === undefined ? {} : { amount }, token);
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', message: walletTopUpAmountMessage });
    expect(walletTopUpAmountMessage).toBe('Top-up amount must be whole rupees from ₹10 to ₹1,00,000');
    expect(await orderCount(user.id)).toBe(0);
  });

  it('when the top-up is exactly ₹10 or ₹1,00,000, then it is accepted', async () => {
    const { token } = await t.current.registerUser();
    expect((await recharge(token, 1_000)).status).toBe(201);
    const max = await recharge(token, 10_000_000);
    expect(max.status).toBe(201);
    expect(max.body.paymentData.amount).toBe('100000.00');
  });

  it('when nobody is signed in, then 401; when an astrologer or admin asks, then 403', async () => {
    expect((await t.current.api('POST', '/api/payment/wallet/recharge', { amount: 50_000 })).status).toBe(401);
    for (const role of ['astrologer', 'admin'] as const) {
      const { token } = await t.current.loginAs(role);
      expect((await recharge(token, 50_000)).status).toBe(403);
    }
  });
});

describe('gateway callbacks for wallet top-ups', () => {
  it('when the gateway confirms a top-up, then the wallet is credited once and the browser lands on /payment/success', async () => {
    const { token, user } = await t.current.registerUser();
    const payment = (await recharge(token, 50_000)).body;
    const emitted: EmittedEvent[] = [];
    const stop = t.current.server.ctx.realtime.onEmit((event) => emitted.push(event));

    const landing = await postCallback(t.current, gatewayAnswer(t.current, payment, 'success', { mode: 'UPI' }));
    stop();

    expect(landing.status).toBe(303);
    expect(landing.location).toBe(`${SITE}/payment/success?amount=500.00&txnid=${payment.txnid}&paymentmethod=UPI`);
    expect(await balanceOf(token)).toBe(50_000);
    const entry = await ledgerRepository.findByIdempotencyKey(payment.txnid);
    expect(entry).toMatchObject({ userId: user.id, amount: 50_000, balanceAfter: 50_000, reason: 'topup', reference: { type: 'payment', id: payment.txnid } });
    expect(emitted).toContainEqual({ room: `user:${user.id}`, event: 'wallet-updated', payload: { balance: 50_000 } });

    const order = await orderOf(token, payment.txnid);
    expect(order.body).toMatchObject({ status: 'paid', amount: 50_000, paymentMethod: 'UPI', kind: 'wallet-recharge' });
    expect(order.body.completedAt).toEqual(expect.any(String));
    const [notification] = await notificationRepository.listForUser(user.id);
    expect(notification).toMatchObject({ title: 'Wallet recharged', message: `₹500.00 was added to your wallet (transaction ${payment.txnid}).` });
  });

  it('when the same success callback is replayed, then nothing more is credited and the browser lands on the same page', async () => {
    const { token } = await t.current.registerUser();
    const payment = (await recharge(token, 20_000)).body;
    const answer = gatewayAnswer(t.current, payment, 'success', { mode: 'CC' });

    const first = await postCallback(t.current, answer);
    const replay = await postCallback(t.current, answer);
    const replayOnFailureRoute = await postCallback(t.current, { ...answer, route: 'failure' });

    expect(replay).toEqual(first);
    expect(replayOnFailureRoute).toEqual(first);
    expect(first.location).toContain('paymentmethod=Credit+Card');
    expect(await balanceOf(token)).toBe(20_000);
    expect((await ledgerRepository.listForUser((await t.current.api<User>('GET', '/api/auth/user', undefined, token)).body.id)).length).toBe(1);
  });

  it('when 10 duplicate success callbacks arrive at once, then the wallet is credited exactly once', async () => {
    const { token, user } = await t.current.registerUser();
    const payment = (await recharge(token, 75_000)).body;
    const answer = gatewayAnswer(t.current, payment);

    const landings = await Promise.all(Array.from({ length: 10 }, () => postCallback(t.current, answer)));

    for (const landing of landings) {
      expect(landing.status).toBe(303);
      expect(landing.location).toBe(`${SITE}/payment/success?amount=750.00&txnid=${payment.txnid}&paymentmethod=UPI`);
    }
    expect(await balanceOf(token)).toBe(75_000);
    const entries = await ledgerRepository.listForUser(user.id);
    expect(entries).toHaveLength(1);
    expect(await notificationRepository.listForUser(user.id)).toHaveLength(1);
  });

  it('when the response hash was tampered with, then nothing is credited, it is logged and the browser lands on the failure page', async () => {
    const { token } = await t.current.registerUser();
    const payment = (await recharge(token, 50_000)).body;
    const honest = gatewayAnswer(t.current, payment);
    const forged = honest.fields.hash.slice(0, -1) + (honest.fields.hash.endsWith('0') ? '1' : '0');
    const warn = jest.spyOn(t.current.server.ctx.logger, 'warn');

    const landing = await postCallback(t.current, { ...honest, fields: { ...honest.fields, hash: forged } });

    expect(landing.location).toBe(`${SITE}/payment/failure?txnid=${payment.txnid}`);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`rejected for ${payment.txnid}.*hash`)));
    warn.mockRestore();
    expect(await balanceOf(token)).toBe(0);
    expect(await creditsFor(payment.txnid)).toBe(0);
    expect((await orderOf(token, payment.txnid)).body.status).toBe('created');
  });

  it('when a failure answer is edited to say success, then the hash no longer verifies and nothing is credited', async () => {
    const { token } = await t.current.registerUser();
    const payment = (await recharge(token, 50_000)).body;
    const failed = gatewayAnswer(t.current, payment, 'failure');

    const landing = await postCallback(t.current, { route: 'success', fields: { ...failed.fields, status: 'success' } });

    expect(landing.location).toBe(`${SITE}/payment/failure?txnid=${payment.txnid}`);
    expect(await balanceOf(token)).toBe(0);
    expect((await orderOf(token, payment.txnid)).body.status).toBe('created');
  });

  it('when the amount was changed on the way back, then nothing is credited', async () => {
    const { token } = await t.current.registerUser();
    const payment = (await recharge(token, 1_000)).body;

    const edited = gatewayAnswer(t.current, payment, 'success', { edit: { amount: '100000.00' } });
    expect((await postCallback(t.current, edited)).location).toBe(`${SITE}/payment/failure?txnid=${payment.txnid}`);

    // Even an answer correctly signed over another amount (a misconfigured or compromised gateway) is refused.
    const resigned = gatewayAnswer(t.current, { ...payment, paymentData: { ...payment.paymentData, amount: '100000.00' } });
    const warn = jest.spyOn(t.current.server.ctx.logger, 'warn');
    expect((await postCallback(t.current, resigned)).location).toBe(`${SITE}/payment/failure?txnid=${payment.txnid}`);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('differs from the order'));
    warn.mockRestore();

    expect(await balanceOf(token)).toBe(0);
    expect(await creditsFor(payment.txnid)).toBe(0);
  });

  it('when the transaction id is unknown, then nothing is credited and the browser lands on the failure page', async () => {
    const { token } = await t.current.registerUser();
    const payment = (await recharge(token, 50_000)).body;
    const ghost = { ...payment, txnid: 'AS999X0000000000', paymentData: { ...payment.paymentData, txnid: 'AS999X0000000000' } };
    const warn = jest.spyOn(t.current.server.ctx.logger, 'warn');

    const landing = await postCallback(t.current, gatewayAnswer(t.current, ghost));

    expect(landing).toEqual({ status: 303, location: `${SITE}/payment/failure` });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown transaction "AS999X0000000000"'));
    warn.mockRestore();
    expect(await balanceOf(token)).toBe(0);
    expect(await creditsFor('AS999X0000000000')).toBe(0);
  });

  it('when the merchant key in the answer is not ours, then nothing is credited', async () => {
    const { token } = await t.current.registerUser();
    const payment = (await recharge(token, 50_000)).body;
    const answer = gatewayAnswer(t.current, { ...payment, paymentData: { ...payment.paymentData, key: 'SOMEONEELSE' } });
    expect((await postCallback(t.current, answer)).location).toBe(`${SITE}/payment/failure?txnid=${payment.txnid}`);
    expect(await balanceOf(token)).toBe(0);
  });

  it('when the payment fails, then no balance changes, the order is failed and the browser lands on /payment/failure', async () => {
    const { token, user } = await t.current.registerUser();
    await t.current.topUp(user.id, 12_300);
    const payment = (await recharge(token, 50_000)).body;

    const landing = await postCallback(t.current, gatewayAnswer(t.current, payment, 'failure'));

    expect(landing.location).toBe(`${SITE}/payment/failure?txnid=${payment.txnid}`);
    expect(await balanceOf(token)).toBe(12_300);
    expect(await creditsFor(payment.txnid)).toBe(0);
    expect((await orderOf(token, payment.txnid)).body).toMatchObject({ status: 'failed', amount: 50_000 });
    const [notification] = await notificationRepository.listForUser(user.id);
    expect(notification.title).toBe('Payment failed');

    // A success answer arriving after the failure finds the order completed: still nothing is credited.
    const late = await postCallback(t.current, gatewayAnswer(t.current, payment, 'success'));
    expect(late.location).toBe(`${SITE}/payment/failure?txnid=${payment.txnid}`);
    expect(await balanceOf(token)).toBe(12_300);
  });

  it('when the gateway reports the payment as pending, then nothing changes yet and the order stays open', async () => {
    const { token } = await t.current.registerUser();
    const payment = (await recharge(token, 50_000)).body;
    const landing = await postCallback(t.current, gatewayAnswer(t.current, payment, 'pending'));
    expect(landing.location).toBe(`${SITE}/payment/failure?txnid=${payment.txnid}`);
    expect((await orderOf(token, payment.txnid)).body.status).toBe('created');
    expect(await balanceOf(token)).toBe(0);
  });
});

describe('GET /api/payment/orders/{txnid}', () => {
  it('when another customer or nobody asks for an order, then it is not shown', async () => {
    const owner = await t.current.registerUser();
    const stranger = await t.current.registerUser();
    const payment = (await recharge(owner.token, 50_000)).body;

    expect((await orderOf(stranger.token, payment.txnid)).status).toBe(404);
    expect((await t.current.api('GET', `/api/payment/orders/${payment.txnid}`)).status).toBe(401);
    expect((await orderOf(owner.token, 'AS1XNOTATXN')).status).toBe(404);
    expect((await orderOf(owner.token, '..%2F..%2Fetc')).status).toBe(400);
  });
});

describe('POST /api/payment/wallet/create (top-up of what a package is missing)', () => {
  it('when the wallet is empty, then the top-up is the whole package price from the server, whatever amount is sent', async () => {
    const { token } = await t.current.registerUser();
    const response = await t.current.api<CreatePaymentResponse>(
      'POST',
      '/api/payment/wallet/create',
      { amount: 1, description: '15 minutes with Rajesh', astrologerId: RAJESH, duration: 15 },
      token,
    );
    expect(response.status).toBe(201);
    // The 15-minute package costs 14 minutes' worth.
    expect(response.body.amount).toBe(RAJESH_RATE * 14 * 100);
    expect(response.body.paymentData.amount).toBe(`${RAJESH_RATE * 14}.00`);
    expect(response.body.paymentData.productinfo).toBe('Wallet top-up for a 15-minute consultation with Pandit Rajesh Sharma');
    const order = await orderOf(token, response.body.txnid);
    expect(order.body).toMatchObject({ kind: 'wallet-topup', astrologerId: RAJESH, duration: 15 });
  });

  it('when the wallet holds part of the price, then only the difference is charged, credited and spent on the booking', async () => {
    const { token, user } = await t.current.registerUser();
    await t.current.topUp(user.id, 30_000);
    const price = RAJESH_RATE * 25 * 100;
    const response = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/wallet/create', { astrologerId: RAJESH, duration: 30 }, token);
    expect(response.body.amount).toBe(price - 30_000);

    const landing = await postCallback(t.current, gatewayAnswer(t.current, response.body));
    expect(landing.location).toMatch(new RegExp(`^${SITE}/chat/\\d+$`));
    expect(await balanceOf(token)).toBe(0);
  });

  it('when the wallet already covers the package, then 409 with the price and balance and no order', async () => {
    const { token, user } = await t.current.registerUser();
    await t.current.topUp(user.id, 100_000);
    const response = await t.current.api('POST', '/api/payment/wallet/create', { astrologerId: RAJESH, duration: 15 }, token);
    expect(response.status).toBe(409);
    expect(await orderCount(user.id)).toBe(0);
    expect(errorOf(response)).toMatchObject({ message: 'Your wallet balance already covers this package', details: { price: RAJESH_RATE * 14 * 100, balance: 100_000 } });
  });

  it('when the astrologer or duration is not bookable, then 404 or 400', async () => {
    const { token } = await t.current.registerUser();
    expect((await t.current.api('POST', '/api/payment/wallet/create', { astrologerId: 999, duration: 15 }, token)).status).toBe(404);
    const badDuration = await t.current.api('POST', '/api/payment/wallet/create', { astrologerId: RAJESH, duration: 7 }, token);
    expect(badDuration.status).toBe(400);
    expect(errorOf(badDuration).fields?.duration).toBe('Duration must be 10, 15, 30, 45 or 60 minutes');
  });
});

describe('POST /api/payment/create (booking page)', () => {
  const userDetails = { name: 'Asha Verma', email: 'asha.booking@example.com', phone: '+91 98765 43210' };

  it('when a booking payment is created, then the amount is the package price (45 minutes: rate x minutes) from the server and the payer details go to the gateway', async () => {
    const { token } = await t.current.registerUser();
    const response = await t.current.api<CreatePaymentResponse>(
      'POST',
      '/api/payment/create',
      { consultationId: 0, amount: 100, astrologerId: RAJESH, duration: 45, userDetails },
      token,
    );
    expect(response.status).toBe(201);
    expect(response.body.amount).toBe(RAJESH_RATE * 45 * 100);
    expect(response.body.paymentData).toMatchObject({
      amount: `${RAJESH_RATE * 45}.00`,
      firstname: 'Asha Verma',
      email: 'asha.booking@example.com',
      phone: '+91 98765 43210',
      productinfo: '45-minute consultation with Pandit Rajesh Sharma',
      udf1: 'booking',
    });

    // The money lands in the wallet and pays for the booking the server makes at once.
    const landing = await postCallback(t.current, gatewayAnswer(t.current, response.body, 'success', { mode: 'NB' }));
    expect(landing.location).toMatch(new RegExp(`^${SITE}/chat/\\d+$`));
    expect(await balanceOf(token)).toBe(0);
  });

  it.each([
    ['name', { name: 'A' }, 'Name must be at least 2 characters'],
    ['email', { email: 'not-an-email' }, 'Invalid email address'],
    ['phone', { phone: '12345' }, 'Phone number must be at least 10 digits'],
  ])('when the %s of the payment form is invalid, then 400 with the validation message', async (field, override, message) => {
    const { token } = await t.current.registerUser();
    const response = await t.current.api('POST', '/api/payment/create', { consultationId: 0, astrologerId: RAJESH, duration: 15, userDetails: { ...userDetails, ...override } }, token);
    expect(response.status).toBe(400);
    expect(errorOf(response).fields?.[`userDetails.${field}`]).toBe(message);
  });

  it('when the consultation id is not one of the customer\'s, then 404', async () => {
    const { token } = await t.current.registerUser();
    const response = await t.current.api('POST', '/api/payment/create', { consultationId: 424242, astrologerId: RAJESH, duration: 15, userDetails }, token);
    expect(response.status).toBe(404);
  });
});

describe('paid call bookings ("Add ₹X and book" and the booking page with channel call)', () => {
  const userDetails = { name: 'Asha Verma', email: 'asha.call@example.com', phone: '+91 98765 43210' };

  /** The consultation the landing URL (/chat/{id}) names, from the customer's own list. */
  async function consultationOf(token: string, location: string) {
    const id = Number(/\/chat\/(\d+)$/.exec(location)?.[1]);
    const customer = (await t.current.api<User>('GET', '/api/auth/user', undefined, token)).body;
    const own = await t.current.api<Consultation[]>('GET', `/api/consultations/user/${customer.id}`, undefined, token);
    return own.body.find((consultation) => consultation.id === id);
  }

  async function setRajeshCallRate(rate: number) {
    await mongoose.connection.collection('astrologers').updateOne({ _id: RAJESH as never }, { $set: { callRatePerMinute: rate } });
  }

  it('when the shortfall of a call package is paid, then the top-up is the call price and the server books a call at it', async () => {
    const { token } = await t.current.registerUser();
    const response = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/wallet/create', { astrologerId: RAJESH, duration: 15, channel: 'call' }, token);
    expect(response.status).toBe(201);
    expect(response.body.amount).toBe(RAJESH_CALL_RATE * 14 * 100);
    expect(response.body.paymentData.productinfo).toBe('Wallet top-up for a 15-minute consultation with Pandit Rajesh Sharma');

    const landing = await postCallback(t.current, gatewayAnswer(t.current, response.body));
    expect(landing.location).toMatch(new RegExp(`^${SITE}/chat/\\d+$`));
    expect(await consultationOf(token, landing.location ?? '')).toMatchObject({ channel: 'call', ratePerMinute: RAJESH_CALL_RATE, cost: RAJESH_CALL_RATE * 14 * 100, callState: 'ringing' });
    expect(await balanceOf(token)).toBe(0);
  });

  it('when the call rate changes between the order and the payment, then the call is booked at the price fixed with the order', async () => {
    const { token } = await t.current.registerUser();
    const response = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/wallet/create', { astrologerId: RAJESH, duration: 15, channel: 'call' }, token);
    await setRajeshCallRate(RAJESH_CALL_RATE + 20);
    try {
      const landing = await postCallback(t.current, gatewayAnswer(t.current, response.body));
      expect(await consultationOf(token, landing.location ?? '')).toMatchObject({ channel: 'call', ratePerMinute: RAJESH_CALL_RATE, cost: RAJESH_CALL_RATE * 14 * 100 });
    } finally {
      await setRajeshCallRate(RAJESH_CALL_RATE);
    }
  });

  it('when the booking page pays for a call, then the amount is the call price and the server books a call', async () => {
    const { token } = await t.current.registerUser();
    const response = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/create', { consultationId: 0, astrologerId: RAJESH, duration: 30, channel: 'call', userDetails }, token);
    expect(response.status).toBe(201);
    expect(response.body.amount).toBe(RAJESH_CALL_RATE * 25 * 100);
    expect(response.body.paymentData.productinfo).toBe('30-minute consultation with Pandit Rajesh Sharma');
    const landing = await postCallback(t.current, gatewayAnswer(t.current, response.body));
    expect(await consultationOf(token, landing.location ?? '')).toMatchObject({ channel: 'call', cost: RAJESH_CALL_RATE * 25 * 100 });
  });

  it('when no channel is sent, then the package is a chat at the chat rate (as before calls)', async () => {
    const { token } = await t.current.registerUser();
    const response = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/wallet/create', { astrologerId: RAJESH, duration: 15 }, token);
    const landing = await postCallback(t.current, gatewayAnswer(t.current, response.body));
    expect(await consultationOf(token, landing.location ?? '')).toMatchObject({ channel: 'chat', ratePerMinute: RAJESH_RATE });
  });

  it('when the astrologer takes no calls, then 409 with the reason and no order; an unknown channel is 400', async () => {
    const { token, user } = await t.current.registerUser();
    const noCalls = await t.current.api('POST', '/api/payment/wallet/create', { astrologerId: VIKRAM, duration: 15, channel: 'call' }, token);
    expect(noCalls.status).toBe(409);
    expect(errorOf(noCalls).message).toBe('Acharya Vikram Joshi does not take calls. You can book a chat instead.');
    const bookingPage = await t.current.api('POST', '/api/payment/create', { consultationId: 0, astrologerId: VIKRAM, duration: 15, channel: 'call', userDetails }, token);
    expect(bookingPage.status).toBe(409);
    expect(await orderCount(user.id)).toBe(0);
    const unknown = await t.current.api('POST', '/api/payment/wallet/create', { astrologerId: RAJESH, duration: 15, channel: 'video' }, token);
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown).fields?.channel).toBe("channel must be 'chat' or 'call'");
  });
});

describe('ledger', () => {
  it('when all of the above has happened, then every wallet equals the sum of its ledger entries', async () => {
    expect(await t.current.ledgerMismatches()).toEqual([]);
  });
});
