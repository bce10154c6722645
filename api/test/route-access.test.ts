import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Article, AdminAstrologer, Consultation, CreatePaymentResponse, Notification, OwnAstrologerProfile, UploadImageResponse, User } from '@astrosetu/contracts';
import { createApp } from '../src/app';
import { consultationRepository } from '../src/modules/consultations/consultation.repository';
import { notificationRepository } from '../src/modules/notifications/notification.repository';
import { reportRepository } from '../src/modules/moderation/report.repository';
import { userRepository } from '../src/modules/users/user.repository';
import { readOutbox } from '../src/shared/mail/outbox-mailer';
import { hashPassword } from '../src/shared/security/password-hasher';
import { setupTestServer } from './harness';
import { startSession } from './session-start';
import { gatewayAnswer, postCallback } from './payments-gateway-simulator';

/**
 * Every route the API registers, called by an anonymous visitor, a customer, an astrologer and an
 * admin, each with a request that is valid for that caller, so the status shows the access decision:
 * 401 (no session), 403 (wrong role or not a participant), 404 (someone else's record, answered as
 * missing) or the 2xx of a granted call. The first test reads the routes from the app itself, so a
 * route added without a row here fails this file.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'astrosetu-route-access-'));
const outboxDir = join(dataDir, 'outbox');
// DEV_OUTBOX: the outbox route is opt-in; this file checks who may reach it.
const t = setupTestServer({ UPLOAD_DIR: join(dataDir, 'uploads'), MAIL_OUTBOX_DIR: outboxDir, REPORTS_DIR: join(dataDir, 'reports'), DEV_OUTBOX: 'true' });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Role = 'anonymous' | 'user' | 'astrologer' | 'admin';
const roles: Role[] = ['anonymous', 'user', 'astrologer', 'admin'];

interface Caller {
  role: Role;
  token?: string;
  user?: User;
}

interface Request {
  method: string;
  path: string;
  body?: unknown;
  /** For calls that are not JSON (uploads, gateway forms): returns the status. */
  send?: (url: string, token?: string) => Promise<number>;
}

interface RouteAccess {
  /** As registered: METHOD /api/path/:param. */
  route: string;
  expected: Record<Role, number>;
  request: (caller: Caller) => Request | Promise<Request>;
  /** The call changes the caller's own account or needs an empty wallet/slot: use a new account. */
  fresh?: boolean;
}

const RAJESH = 1;
const MEENAKSHI = 2;
const birth = { date: '1990-05-15', time: '06:30', latitude: 13.0827, longitude: 80.2707, timezone: 'UTC+05:30' };
const birthDetails = { name: 'Asha Verma', dateOfBirth: '1994-08-15', timeOfBirth: '06:30', placeOfBirth: 'Pune' };
const paymentDetails = { name: 'Asha Verma', email: 'asha.booking@example.com', phone: '+91 98765 43210' };
const reportForm = {
  name: 'Asha Verma', email: 'asha.report@example.com', phone: '+91 98765 43210', gender: 'female', birthDate: '1990-05-15',
  birthTime: '10:30', birthPlace: 'Pune, Maharashtra', latitude: '18.5196', longitude: '73.8554', timezone: 'Asia/Kolkata',
  reportType: 'basic',
};
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const all = (status: number): Record<Role, number> => ({ anonymous: status, user: status, astrologer: status, admin: status });
const signedIn = (status: number): Record<Role, number> => ({ anonymous: 401, user: status, astrologer: status, admin: status });
const only = (role: Exclude<Role, 'anonymous'>, status: number): Record<Role, number> => ({
  ...{ anonymous: 401, user: 403, astrologer: 403, admin: 403 },
  [role]: status,
});

let unique = 0;
const next = () => `${process.pid}-${Date.now()}-${(unique += 1)}`;

let adminToken = '';
const shared = {} as Record<Exclude<Role, 'anonymous'>, Caller>;

async function freshCaller(role: Role): Promise<Caller> {
  if (role === 'anonymous') return { role };
  if (role === 'user') return { role, ...(await t.current.registerUser()) };
  if (role === 'astrologer') return { role, ...(await t.current.createAstrologerAccount(RAJESH)) };
  const email = `admin-${next()}@example.com`;
  await userRepository.create({ username: 'Second Admin', email, passwordHash: await hashPassword('secret123'), role: 'admin' });
  const login = await t.current.api<{ token: string; user: User }>('POST', '/api/auth/login', { email, password: 'secret123' });
  return { role, ...login.body };
}

/** A new funded customer with a running session with Pandit Rajesh Sharma (astrologer@example.com's profile). */
async function runningConsultation(customer?: Caller): Promise<{ consultation: Consultation; customer: Caller }> {
  const owner = customer?.role === 'user' ? customer : { role: 'user' as const, ...(await t.current.registerUser()) };
  await t.current.topUp(owner.user!.id, 200_000);
  const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 10 }, owner.token);
  if (booked.status !== 201) throw new Error(`fixture booking failed: ${booked.status} ${JSON.stringify(booked.body)}`);
  return { consultation: booked.body, customer: owner };
}

/** A new funded customer's ringing voice call to Rajesh (he takes calls). */
async function ringingCall(customer?: Caller): Promise<{ consultation: Consultation; customer: Caller }> {
  const owner = customer?.role === 'user' ? customer : { role: 'user' as const, ...(await t.current.registerUser()) };
  await t.current.topUp(owner.user!.id, 200_000);
  const booked = await t.current.api<Consultation>('POST', '/api/consultations', { astrologerId: RAJESH, duration: 10, channel: 'call' }, owner.token);
  if (booked.status !== 201) throw new Error(`fixture call failed: ${booked.status} ${JSON.stringify(booked.body)}`);
  return { consultation: booked.body, customer: owner };
}

/** A session with Rajesh that ran (its clock started) and ended: it can be reviewed. */
async function completedConsultation(customer?: Caller): Promise<{ consultation: Consultation; customer: Caller }> {
  const running = await runningConsultation(customer);
  const now = new Date();
  await consultationRepository.markAstrologerJoined(running.consultation.id, now);
  await consultationRepository.markDetailsDone(running.consultation.id, now);
  await consultationRepository.startIfReady(running.consultation.id, now);
  await t.current.api('POST', `/api/consultations/${running.consultation.id}/end`, {}, running.customer.token);
  return running;
}

async function reviewOfRajesh(): Promise<number> {
  const { consultation, customer } = await completedConsultation();
  const review = await t.current.api<{ id: number }>('POST', `/api/consultations/${consultation.id}/review`, { rating: 4 }, customer.token);
  return review.body.id;
}

async function adminCreatesAstrologer(): Promise<AdminAstrologer> {
  const response = await t.current.api<AdminAstrologer>(
    'POST',
    '/api/admin/astrologers',
    { name: 'Fixture Astrologer', email: `fixture-${next()}@example.com`, experience: 3, specializations: 'Tarot Reading', languages: 'Hindi', ratePerMinute: 20 },
    adminToken,
  );
  return response.body;
}

const articleBody = () => ({
  title: `Fixture article ${next()}`, content: 'Some words about the planets.', excerpt: 'Planets.', category: 'vedic-astrology', language: 'en', status: 'published',
});

async function adminCreatesArticle(): Promise<Article> {
  return (await t.current.api<Article>('POST', '/api/admin/articles', articleBody(), adminToken)).body;
}

async function uploadImage(url: string, token?: string, path = '/api/admin/uploads/image'): Promise<{ status: number; body?: UploadImageResponse }> {
  const form = new FormData();
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'cover.png');
  const response = await fetch(`${url}${path}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: response.status === 201 ? ((await response.json()) as UploadImageResponse) : undefined };
}

/** The demo astrologer uploads a new photo; its private URL (waiting for an admin). */
async function pendingPhotoOfDemoAstrologer(): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'me.png');
  const response = await fetch(`${t.current.url}/api/astrologer/profile/photo`, { method: 'POST', body: form, headers: { authorization: `Bearer ${shared.astrologer.token}` } });
  return ((await response.json()) as OwnAstrologerProfile).photoReview?.url ?? '';
}

async function postForm(url: string, path: string, fields: Record<string, string>, token?: string): Promise<number> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return response.status;
}

/** A request without a body (the gateway's pages are HTML, not the JSON the api helper reads): its status. */
async function sendWithout(method: string, url: string, path: string, token?: string): Promise<number> {
  const response = await fetch(`${url}${path}`, { method, redirect: 'manual', headers: token ? { authorization: `Bearer ${token}` } : {} });
  return response.status;
}

/** A customer's order, for the owner-only order status. */
async function orderOf(customer: Caller): Promise<string> {
  const response = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/wallet/recharge', { amount: 50_000 }, customer.token);
  return response.body.txnid;
}

let uploadedImage = '';

/** A paid order of a customer (through the sandbox gateway's signed answer). */
async function paidOrderOf(customer: Caller, body: Record<string, unknown> = { service: 'numerology', packageName: 'Numerology' }): Promise<string> {
  const payment = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/service/create', body, customer.token);
  await postCallback(t.current, gatewayAnswer(t.current, payment.body));
  return payment.body.txnid;
}

const remediesInputs = {
  person: { name: 'Asha Verma', gender: 'female', birthDate: '1990-05-15', birthTime: '10:30', birthPlace: 'Pune', latitude: 18.5196, longitude: 73.8554, timezone: 'Asia/Kolkata' },
  concern: 'Delays in my career for two years',
};

/** An open order of the fulfilment queue (remedies, paid by the shared customer); claimed by the demo astrologer when `claim`. */
async function queueTask(claim: boolean): Promise<string> {
  const txnid = await paidOrderOf(shared.user, { service: 'remedies', packageName: 'Remedies', inputs: remediesInputs });
  if (claim) await t.current.api('POST', `/api/fulfilment/tasks/${txnid}/claim`, {}, shared.astrologer.token);
  return txnid;
}

async function uploadOrderImage(url: string, token?: string): Promise<{ status: number; file?: string }> {
  const form = new FormData();
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'palm.png');
  const response = await fetch(`${url}/api/uploads/order-image`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await response.json()) as { url?: string };
  return { status: response.status, file: body.url };
}

const table: RouteAccess[] = [
  { route: 'GET /api/health', expected: all(200), request: () => ({ method: 'GET', path: '/api/health' }) },
  { route: 'GET /api/ready', expected: all(200), request: () => ({ method: 'GET', path: '/api/ready' }) },
  { route: 'GET /api/admin/jobs/failed', expected: only('admin', 200), request: () => ({ method: 'GET', path: '/api/admin/jobs/failed' }) },
  // No job has failed on the test server: the admin's retry of an unknown id is a 404 (jobs-bullmq.test.ts retries real ones).
  { route: 'POST /api/admin/jobs/:id/retry', expected: only('admin', 404), request: () => ({ method: 'POST', path: '/api/admin/jobs/receipt:T0/retry', body: {} }) },
  {
    route: 'POST /api/auth/register', expected: all(201),
    request: () => ({ method: 'POST', path: '/api/auth/register', body: { username: 'New Person', email: `new-${next()}@example.com`, password: 'secret123', phone: '+91 98765 43210' } }),
  },
  { route: 'POST /api/auth/login', expected: all(200), request: () => ({ method: 'POST', path: '/api/auth/login', body: { email: 'user@example.com', password: 'password123' } }) },
  { route: 'POST /api/auth/logout', expected: signedIn(204), fresh: true, request: () => ({ method: 'POST', path: '/api/auth/logout' }) },
  { route: 'GET /api/auth/me', expected: signedIn(200), request: () => ({ method: 'GET', path: '/api/auth/me' }) },
  { route: 'GET /api/auth/user', expected: signedIn(200), request: () => ({ method: 'GET', path: '/api/auth/user' }) },

  // Consultations: the customer's own records; astrologers only through their own sessions.
  {
    route: 'POST /api/consultations', expected: only('user', 201), fresh: true,
    request: async (caller) => {
      if (caller.user && caller.role === 'user') await t.current.topUp(caller.user.id, 100_000);
      return { method: 'POST', path: '/api/consultations', body: { astrologerId: MEENAKSHI, duration: 10 } };
    },
  },
  { route: 'GET /api/consultations/free-first-minutes', expected: only('user', 200), request: () => ({ method: 'GET', path: '/api/consultations/free-first-minutes' }) },
  {
    route: 'GET /api/consultations/user/:userId', expected: { anonymous: 401, user: 200, astrologer: 403, admin: 200 },
    request: (caller) => ({ method: 'GET', path: `/api/consultations/user/${caller.role === 'user' ? caller.user!.id : shared.user.user!.id}` }),
  },
  {
    route: 'GET /api/consultations/active/:userId', expected: { anonymous: 401, user: 200, astrologer: 403, admin: 200 },
    request: (caller) => ({ method: 'GET', path: `/api/consultations/active/${caller.role === 'user' ? caller.user!.id : shared.user.user!.id}` }),
  },
  {
    route: 'PATCH /api/consultations/:id', expected: only('user', 200), fresh: true,
    request: async (caller) => ({ method: 'PATCH', path: `/api/consultations/${(await runningConsultation(caller)).consultation.id}`, body: { userDetails: birthDetails } }),
  },
  {
    // The two participants ask what ending now would give back; an admin ends sessions without a confirmation.
    route: 'GET /api/consultations/:id/refund-if-ended-now', expected: { anonymous: 401, user: 200, astrologer: 200, admin: 403 }, fresh: true,
    request: async (caller) => ({ method: 'GET', path: `/api/consultations/${(await runningConsultation(caller)).consultation.id}/refund-if-ended-now` }),
  },
  {
    route: 'POST /api/consultations/:id/end', expected: signedIn(200), fresh: true,
    request: async (caller) => ({ method: 'POST', path: `/api/consultations/${(await runningConsultation(caller)).consultation.id}/end`, body: { rating: 5 } }),
  },
  {
    route: 'POST /api/consultations/:id/extend', expected: only('user', 200), fresh: true,
    request: async (caller) => ({ method: 'POST', path: `/api/consultations/${(await runningConsultation(caller)).consultation.id}/extend`, body: { duration: 5 } }),
  },
  {
    route: 'POST /api/consultations/:id/extend-astrologer', expected: only('astrologer', 200), fresh: true,
    request: async (caller) => ({ method: 'POST', path: `/api/consultations/${(await runningConsultation(caller)).consultation.id}/extend-astrologer` }),
  },
  {
    route: 'POST /api/calls/:id/accept', expected: only('astrologer', 200), fresh: true,
    request: async (caller) => ({ method: 'POST', path: `/api/calls/${(await ringingCall(caller)).consultation.id}/accept` }),
  },
  {
    route: 'POST /api/calls/:id/decline', expected: only('astrologer', 200), fresh: true,
    request: async (caller) => ({ method: 'POST', path: `/api/calls/${(await ringingCall(caller)).consultation.id}/decline` }),
  },
  {
    // The call's two participants only: a TURN credential is relay bandwidth the platform pays for.
    route: 'GET /api/calls/:id/ice-servers', expected: { anonymous: 401, user: 200, astrologer: 200, admin: 403 }, fresh: true,
    request: async (caller) => ({ method: 'GET', path: `/api/calls/${(await ringingCall(caller)).consultation.id}/ice-servers` }),
  },
  {
    route: 'POST /api/consultations/:id/skip-details', expected: only('user', 200), fresh: true,
    request: async (caller) => ({ method: 'POST', path: `/api/consultations/${(await runningConsultation(caller)).consultation.id}/skip-details` }),
  },
  {
    route: 'POST /api/consultations/:id/review', expected: only('user', 201), fresh: true,
    request: async (caller) => ({ method: 'POST', path: `/api/consultations/${(await completedConsultation(caller)).consultation.id}/review`, body: { rating: 5 } }),
  },
  {
    route: 'POST /api/reviews/:id/reply', expected: only('astrologer', 200),
    request: async () => ({ method: 'POST', path: `/api/reviews/${await reviewOfRajesh()}/reply`, body: { reply: 'Thank you' } }),
  },
  { route: 'GET /api/astrologers/:id/reviews', expected: all(200), request: () => ({ method: 'GET', path: `/api/astrologers/${RAJESH}/reviews` }) },
  { route: 'GET /api/astrologer/reviews', expected: only('astrologer', 200), request: () => ({ method: 'GET', path: '/api/astrologer/reviews' }) },
  { route: 'GET /api/astrologer/earnings', expected: only('astrologer', 200), request: () => ({ method: 'GET', path: '/api/astrologer/earnings?groupBy=month' }) },
  { route: 'GET /api/astrologer/dashboard-figures', expected: only('astrologer', 200), request: () => ({ method: 'GET', path: '/api/astrologer/dashboard-figures' }) },
  { route: 'GET /api/astrologer/earnings/statement', expected: only('astrologer', 200), request: () => ({ method: 'GET', path: '/api/astrologer/earnings/statement' }) },
  { route: 'GET /api/admin/payouts', expected: only('admin', 200), request: () => ({ method: 'GET', path: '/api/admin/payouts' }) },
  {
    route: 'POST /api/admin/payouts', expected: only('admin', 201),
    request: async () => {
      await completedConsultation();
      return { method: 'POST', path: '/api/admin/payouts', body: { astrologerId: RAJESH, amount: 1 } };
    },
  },
  { route: 'GET /api/astrologer/consultations/active', expected: only('astrologer', 200), request: () => ({ method: 'GET', path: '/api/astrologer/consultations/active' }) },
  { route: 'GET /api/astrologer/consultations/history', expected: only('astrologer', 200), request: () => ({ method: 'GET', path: '/api/astrologer/consultations/history' }) },
  {
    route: 'GET /api/chat/:consultationId', expected: { anonymous: 401, user: 200, astrologer: 200, admin: 403 }, fresh: true,
    request: async (caller) => ({ method: 'GET', path: `/api/chat/${(await runningConsultation(caller)).consultation.id}` }),
  },
  {
    route: 'POST /api/chat/message', expected: { anonymous: 401, user: 201, astrologer: 201, admin: 403 }, fresh: true,
    request: async (caller) => {
      // Messages go through once the session has started (chat-before-start.test.ts has the time before).
      const { consultation } = await runningConsultation(caller);
      await startSession(consultation.id, t.current.server.ctx.realtime);
      return { method: 'POST', path: '/api/chat/message', body: { consultationId: consultation.id, message: 'Namaste' } };
    },
  },
  {
    route: 'GET /api/admin/users/:id/ledger', expected: only('admin', 200),
    request: () => ({ method: 'GET', path: `/api/admin/users/${shared.user.user!.id}/ledger` }),
  },
  // Waitlist: customers only (astrologer 15 is pending approval: 404); the astrologer reads their own queue.
  {
    route: 'POST /api/waitlist', expected: { anonymous: 401, user: 404, astrologer: 403, admin: 403 },
    request: () => ({ method: 'POST', path: '/api/waitlist', body: { astrologerId: 15 } }),
  },
  { route: 'GET /api/waitlist/astrologers/:id', expected: all(200), request: () => ({ method: 'GET', path: '/api/waitlist/astrologers/2' }) },
  { route: 'GET /api/waitlist/mine', expected: only('user', 200), request: () => ({ method: 'GET', path: '/api/waitlist/mine' }) },
  { route: 'GET /api/vouchers', expected: only('user', 200), request: () => ({ method: 'GET', path: '/api/vouchers' }) },
  { route: 'POST /api/waitlist/leave', expected: { anonymous: 401, user: 404, astrologer: 403, admin: 403 }, request: () => ({ method: 'POST', path: '/api/waitlist/leave' }) },
  {
    route: 'POST /api/waitlist/accept', expected: { anonymous: 401, user: 404, astrologer: 403, admin: 403 },
    request: () => ({ method: 'POST', path: '/api/waitlist/accept', body: { duration: 10 } }),
  },
  { route: 'GET /api/astrologer/waitlist', expected: only('astrologer', 200), request: () => ({ method: 'GET', path: '/api/astrologer/waitlist' }) },
  { route: 'GET /api/wallet', expected: only('user', 200), request: () => ({ method: 'GET', path: '/api/wallet' }) },
  { route: 'GET /api/wallet/ledger', expected: only('user', 200), request: () => ({ method: 'GET', path: '/api/wallet/ledger' }) },
  { route: 'GET /api/wallet/statement', expected: only('user', 200), request: () => ({ method: 'GET', path: '/api/wallet/statement' }) },
  { route: 'GET /api/wallet/refund-to-source', expected: only('user', 200), request: () => ({ method: 'GET', path: '/api/wallet/refund-to-source' }) },
  // A new customer has no cash from a gateway payment: 400 (tax-rules.test.ts refunds one).
  { route: 'POST /api/wallet/refund-to-source', expected: only('user', 400), fresh: true, request: () => ({ method: 'POST', path: '/api/wallet/refund-to-source' }) },
  { route: 'GET /api/tax-invoices', expected: signedIn(200), request: () => ({ method: 'GET', path: '/api/tax-invoices' }) },
  { route: 'GET /api/tax-invoices/:id/pdf', expected: signedIn(404), request: () => ({ method: 'GET', path: '/api/tax-invoices/999999/pdf' }) },
  { route: 'GET /api/recharge-packs', expected: all(200), request: () => ({ method: 'GET', path: '/api/recharge-packs' }) },
  { route: 'GET /api/admin/recharge-packs', expected: only('admin', 200), request: () => ({ method: 'GET', path: '/api/admin/recharge-packs' }) },
  {
    route: 'POST /api/admin/recharge-packs', expected: only('admin', 201),
    request: () => ({ method: 'POST', path: '/api/admin/recharge-packs', body: { amount: 100 * (5_000 + (unique += 1)), bonusPercent: 5 } }),
  },
  {
    route: 'PATCH /api/admin/recharge-packs/:id', expected: only('admin', 200),
    request: () => ({ method: 'PATCH', path: '/api/admin/recharge-packs/1', body: { bonusPercent: 10 } }),
  },
  { route: 'GET /api/wallet/spending-cap', expected: only('user', 200), request: () => ({ method: 'GET', path: '/api/wallet/spending-cap' }) },
  {
    route: 'PUT /api/wallet/spending-cap', expected: only('user', 200), fresh: true,
    request: () => ({ method: 'PUT', path: '/api/wallet/spending-cap', body: { monthlyCap: 500_000 } }),
  },

  // Payments: customers create orders; the gateway's callbacks carry no session (trusted by hash).
  {
    route: 'POST /api/payment/create', expected: only('user', 201),
    request: () => ({ method: 'POST', path: '/api/payment/create', body: { consultationId: 0, astrologerId: RAJESH, duration: 15, userDetails: paymentDetails } }),
  },
  { route: 'POST /api/payment/wallet/recharge', expected: only('user', 201), request: () => ({ method: 'POST', path: '/api/payment/wallet/recharge', body: { amount: 50_000 } }) },
  {
    route: 'POST /api/payment/wallet/create', expected: only('user', 201), fresh: true,
    request: () => ({ method: 'POST', path: '/api/payment/wallet/create', body: { astrologerId: RAJESH, duration: 15 } }),
  },
  {
    route: 'POST /api/payment/service/create', expected: only('user', 201),
    request: () => ({ method: 'POST', path: '/api/payment/service/create', body: { service: 'birth-chart', packageName: 'Birth Chart Analysis' } }),
  },
  {
    route: 'POST /api/payment/astrological-report/create', expected: only('user', 201),
    request: () => ({ method: 'POST', path: '/api/payment/astrological-report/create', body: { formData: reportForm } }),
  },
  {
    // An unsigned callback changes nothing and sends the browser to the failure page, whoever posts it.
    route: 'POST /api/payment/callback/success', expected: all(303),
    request: () => ({ method: 'POST', path: '/api/payment/callback/success', send: (url, token) => postForm(url, '/api/payment/callback/success', { txnid: 'UNKNOWN1', status: 'success', hash: 'x' }, token) }),
  },
  {
    route: 'POST /api/payment/callback/failure', expected: all(303),
    request: () => ({ method: 'POST', path: '/api/payment/callback/failure', send: (url, token) => postForm(url, '/api/payment/callback/failure', { txnid: 'UNKNOWN1', status: 'failure', hash: 'x' }, token) }),
  },
  {
    // Someone else's order answers as missing.
    route: 'GET /api/payment/orders/:txnid', expected: { anonymous: 401, user: 200, astrologer: 404, admin: 404 },
    request: async (caller) => ({ method: 'GET', path: `/api/payment/orders/${await orderOf(caller.role === 'user' ? caller : shared.user)}` }),
  },
  { route: 'GET /api/payment/orders', expected: signedIn(200), request: () => ({ method: 'GET', path: '/api/payment/orders' }) },
  {
    route: 'GET /api/payment/orders/:txnid/receipt', expected: { anonymous: 401, user: 200, astrologer: 404, admin: 404 },
    request: async () => ({ method: 'GET', path: `/api/payment/orders/${await paidOrderOf(shared.user)}/receipt` }),
  },
  {
    // The owner's downloads are covered by orders.test.ts; this order (awaiting details) has none yet.
    route: 'GET /api/payment/orders/:txnid/deliverable', expected: { anonymous: 401, user: 404, astrologer: 404, admin: 404 },
    request: async () => ({ method: 'GET', path: `/api/payment/orders/${await paidOrderOf(shared.user)}/deliverable` }),
  },
  {
    route: 'GET /api/payment/orders/:txnid/readings/:index', expected: { anonymous: 401, user: 404, astrologer: 404, admin: 404 },
    request: async () => ({ method: 'GET', path: `/api/payment/orders/${await paidOrderOf(shared.user)}/readings/1` }),
  },
  {
    route: 'PUT /api/payment/orders/:txnid/details', expected: only('user', 200),
    request: async (caller) => ({
      method: 'PUT',
      path: `/api/payment/orders/${await paidOrderOf(caller.role === 'user' ? caller : shared.user)}/details`,
      body: { inputs: { fullName: 'Asha Verma', birthDate: '1990-05-15' } },
    }),
  },
  {
    route: 'POST /api/uploads/order-image', expected: only('user', 201),
    request: () => ({ method: 'POST', path: '/api/uploads/order-image', send: async (url, token) => (await uploadOrderImage(url, token)).status }),
  },
  {
    // Private: its uploader and admins; an astrologer only once they claimed an order using it.
    route: 'GET /api/uploads/order-image/:file', expected: { anonymous: 401, user: 200, astrologer: 404, admin: 200 },
    request: async () => ({ method: 'GET', path: (await uploadOrderImage(t.current.url, shared.user.token)).file ?? '' }),
  },
  { route: 'GET /api/fulfilment/tasks', expected: only('astrologer', 200), request: () => ({ method: 'GET', path: '/api/fulfilment/tasks' }) },
  {
    route: 'POST /api/fulfilment/tasks/:txnid/claim', expected: only('astrologer', 200),
    request: async () => ({ method: 'POST', path: `/api/fulfilment/tasks/${await queueTask(false)}/claim`, body: {} }),
  },
  {
    route: 'GET /api/fulfilment/tasks/:txnid', expected: only('astrologer', 200),
    request: async () => ({ method: 'GET', path: `/api/fulfilment/tasks/${await queueTask(true)}` }),
  },
  {
    // Only Premium reports have one; a remedies order has none.
    route: 'GET /api/fulfilment/tasks/:txnid/report', expected: { anonymous: 401, user: 403, astrologer: 404, admin: 404 },
    request: async () => ({ method: 'GET', path: `/api/fulfilment/tasks/${await queueTask(true)}/report` }),
  },
  {
    route: 'PUT /api/fulfilment/tasks/:txnid/draft', expected: only('astrologer', 200),
    request: async () => ({ method: 'PUT', path: `/api/fulfilment/tasks/${await queueTask(true)}/draft`, body: { markdown: 'First notes' } }),
  },
  {
    route: 'POST /api/fulfilment/tasks/:txnid/deliver', expected: only('astrologer', 200),
    request: async () => ({
      method: 'POST',
      path: `/api/fulfilment/tasks/${await queueTask(true)}/deliver`,
      body: { markdown: 'Chant the Hanuman Chalisa on Tuesdays and offer water to the Sun at sunrise for forty days.' },
    }),
  },
  { route: 'GET /api/admin/fulfilment', expected: only('admin', 200), request: () => ({ method: 'GET', path: '/api/admin/fulfilment?scope=all' }) },
  {
    route: 'GET /api/admin/fulfilment/:txnid', expected: only('admin', 200),
    request: async () => ({ method: 'GET', path: `/api/admin/fulfilment/${await queueTask(false)}` }),
  },
  {
    // The owner's download is covered by the payments tests; here no report belongs to the caller.
    route: 'GET /api/download-report/:file', expected: { anonymous: 401, user: 404, astrologer: 404, admin: 404 },
    request: () => ({ method: 'GET', path: '/api/download-report/report-000000000000.pdf' }),
  },
  {
    // The sandbox gateway stands in for PayU: public, it only checks what the browser brings.
    route: 'POST /api/sandbox-gateway/_payment', expected: all(400),
    request: () => ({ method: 'POST', path: '/api/sandbox-gateway/_payment', send: (url, token) => postForm(url, '/api/sandbox-gateway/_payment', { key: 'nope' }, token) }),
  },
  {
    route: 'GET /api/sandbox-gateway/_payment', expected: all(400),
    request: () => ({ method: 'GET', path: '/api/sandbox-gateway/_payment', send: (url, token) => sendWithout('GET', url, '/api/sandbox-gateway/_payment?key=nope', token) }),
  },
  {
    // Any other method on the checkout address: 405, as a gateway answers it.
    route: 'ALL /api/sandbox-gateway/_payment', expected: all(405),
    request: () => ({ method: 'PUT', path: '/api/sandbox-gateway/_payment', send: (url, token) => sendWithout('PUT', url, '/api/sandbox-gateway/_payment', token) }),
  },
  {
    // PayU's postservice answers 200 with status 0 in its JSON for a refused request.
    route: 'POST /api/sandbox-gateway/merchant/postservice', expected: all(200),
    request: () => ({ method: 'POST', path: '/api/sandbox-gateway/merchant/postservice', send: (url, token) => postForm(url, '/api/sandbox-gateway/merchant/postservice', { key: 'nope' }, token) }),
  },
  {
    route: 'POST /api/sandbox-gateway/_payment/complete', expected: all(400),
    request: () => ({ method: 'POST', path: '/api/sandbox-gateway/_payment/complete', send: (url, token) => postForm(url, '/api/sandbox-gateway/_payment/complete', { key: 'nope' }, token) }),
  },

  // Profile: every signed-in account, its own data only.
  { route: 'GET /api/profile', expected: signedIn(200), request: () => ({ method: 'GET', path: '/api/profile' }) },
  { route: 'PATCH /api/profile', expected: signedIn(200), fresh: true, request: () => ({ method: 'PATCH', path: '/api/profile', body: { bio: 'Updated bio' } }) },
  { route: 'PUT /api/profile/language', expected: signedIn(200), fresh: true, request: () => ({ method: 'PUT', path: '/api/profile/language', body: { language: 'hi' } }) },
  { route: 'GET /api/profile/stats', expected: signedIn(200), request: () => ({ method: 'GET', path: '/api/profile/stats' }) },
  {
    route: 'POST /api/profile/email/verify', expected: signedIn(200), fresh: true,
    request: () => ({ method: 'POST', path: '/api/profile/email/verify', body: { newEmail: `verify-${next()}@example.com` } }),
  },
  {
    route: 'POST /api/profile/email/confirm', expected: signedIn(200), fresh: true,
    request: async (caller) => {
      if (!caller.token) return { method: 'POST', path: '/api/profile/email/confirm', body: { verificationCode: '123456' } };
      const newEmail = `confirm-${next()}@example.com`;
      await t.current.api('POST', '/api/profile/email/verify', { newEmail }, caller.token);
      await t.current.server.services.jobs.idle();
      const [mail] = await readOutbox(outboxDir, { to: newEmail });
      return { method: 'POST', path: '/api/profile/email/confirm', body: { verificationCode: /\b(\d{6})\b/.exec(mail.text)?.[1] } };
    },
  },
  {
    route: 'PATCH /api/profile/password', expected: signedIn(200), fresh: true,
    request: () => ({ method: 'PATCH', path: '/api/profile/password', body: { currentPassword: 'secret123', newPassword: 'changed-secret' } }),
  },

  // Notifications: own only.
  // Verified accounts: any signed-in account may confirm its own e-mail and number (only customers' bookings need it).
  // The fresh customer of this table is registered verified (409: nothing to send); the fresh astrologer and admin are not.
  {
    route: 'POST /api/verification/email/send', expected: { anonymous: 401, user: 409, astrologer: 200, admin: 200 }, fresh: true,
    request: () => ({ method: 'POST', path: '/api/verification/email/send', body: {} }),
  },
  { route: 'POST /api/verification/email/confirm', expected: signedIn(400), request: () => ({ method: 'POST', path: '/api/verification/email/confirm', body: { code: '12' } }) },
  { route: 'POST /api/verification/phone/send', expected: signedIn(400), request: () => ({ method: 'POST', path: '/api/verification/phone/send', body: { phone: '12345' } }) },
  {
    route: 'POST /api/verification/phone/confirm', expected: signedIn(400),
    request: () => ({ method: 'POST', path: '/api/verification/phone/confirm', body: { phone: '12345', code: '123456' } }),
  },
  { route: 'GET /api/notifications', expected: signedIn(200), request: () => ({ method: 'GET', path: '/api/notifications' }) },
  {
    route: 'PATCH /api/notifications/:id/read', expected: signedIn(200),
    request: async (caller) => {
      const owner = caller.user?.id ?? shared.user.user!.id;
      const notification: Notification = await notificationRepository.create({ userId: owner, title: 'Hello', message: 'A test notification' });
      return { method: 'PATCH', path: `/api/notifications/${notification.id}/read` };
    },
  },

  // Favorites: customers.
  { route: 'GET /api/favorites', expected: only('user', 200), request: () => ({ method: 'GET', path: '/api/favorites' }) },
  { route: 'POST /api/favorites', expected: only('user', 201), fresh: true, request: () => ({ method: 'POST', path: '/api/favorites', body: { astrologerId: MEENAKSHI } }) },
  { route: 'DELETE /api/favorites/:astrologerId', expected: only('user', 204), request: () => ({ method: 'DELETE', path: `/api/favorites/${MEENAKSHI}` }) },

  // Reports and blocks: customers; the moderation queue: admins.
  {
    // A report needs a consultation with the astrologer (issue 33): the customer books Rajesh and ends the session.
    route: 'POST /api/reports', expected: only('user', 201), fresh: true,
    request: async (caller) => {
      if (caller.role === 'user') {
        const { consultation } = await runningConsultation(caller);
        await t.current.api('POST', `/api/consultations/${consultation.id}/end`, {}, caller.token);
      }
      return { method: 'POST', path: '/api/reports', body: { astrologerId: RAJESH, reason: 'spam' } };
    },
  },
  { route: 'GET /api/blocks', expected: only('user', 200), request: () => ({ method: 'GET', path: '/api/blocks' }) },
  { route: 'POST /api/blocks', expected: only('user', 201), fresh: true, request: () => ({ method: 'POST', path: '/api/blocks', body: { astrologerId: MEENAKSHI } }) },
  { route: 'DELETE /api/blocks/:astrologerId', expected: only('user', 204), request: () => ({ method: 'DELETE', path: `/api/blocks/${MEENAKSHI}` }) },
  { route: 'GET /api/admin/moderation/reports', expected: only('admin', 200), request: () => ({ method: 'GET', path: '/api/admin/moderation/reports' }) },
  {
    route: 'POST /api/admin/moderation/reports/:id/actions', expected: only('admin', 200),
    request: async () => {
      // A new reporter each time: one customer has one open report per astrologer.
      const report = await reportRepository.create({ reporterId: (await t.current.registerUser()).user.id, astrologerId: MEENAKSHI, reason: 'spam', details: '' });
      return { method: 'POST', path: `/api/admin/moderation/reports/${report.id}/actions`, body: { action: 'dismiss', note: 'Not a breach' } };
    },
  },
  { route: 'GET /api/admin/moderation/contact-attempts', expected: only('admin', 200), request: () => ({ method: 'GET', path: '/api/admin/moderation/contact-attempts' }) },

  // The astrologer's own profile.
  { route: 'GET /api/astrologer/profile', expected: only('astrologer', 200), request: () => ({ method: 'GET', path: '/api/astrologer/profile' }) },
  { route: 'PATCH /api/astrologer/status', expected: only('astrologer', 200), request: () => ({ method: 'PATCH', path: '/api/astrologer/status', body: { isOnline: true } }) },
  { route: 'PATCH /api/astrologer/profile', expected: only('astrologer', 200), request: () => ({ method: 'PATCH', path: '/api/astrologer/profile', body: { availableFrom: '09:00' } }) },
  {
    route: 'POST /api/astrologer/profile/photo', expected: only('astrologer', 200),
    request: () => ({ method: 'POST', path: '/api/astrologer/profile/photo', send: async (url, token) => (await uploadImage(url, token, '/api/astrologer/profile/photo')).status }),
  },
  // A new photo under review (issue 33): its bytes answer only its astrologer and admins.
  {
    route: 'GET /api/profile-photos/pending/:file', expected: { anonymous: 401, user: 404, astrologer: 200, admin: 200 },
    request: async () => ({ method: 'GET', path: await pendingPhotoOfDemoAstrologer() }),
  },
  { route: 'GET /api/admin/profile-photos', expected: only('admin', 200), request: () => ({ method: 'GET', path: '/api/admin/profile-photos' }) },
  {
    route: 'POST /api/admin/profile-photos/:id/approve', expected: only('admin', 200),
    request: async () => {
      await pendingPhotoOfDemoAstrologer();
      return { method: 'POST', path: `/api/admin/profile-photos/${shared.astrologer.user?.astrologerId}/approve`, body: {} };
    },
  },
  {
    route: 'POST /api/admin/profile-photos/:id/reject', expected: only('admin', 204),
    request: async () => {
      await pendingPhotoOfDemoAstrologer();
      return { method: 'POST', path: `/api/admin/profile-photos/${shared.astrologer.user?.astrologerId}/reject`, body: { reason: 'Blurred' } };
    },
  },

  // Admin.
  { route: 'GET /api/admin/stats', expected: only('admin', 200), request: () => ({ method: 'GET', path: '/api/admin/stats' }) },
  { route: 'GET /api/admin/analytics', expected: only('admin', 200), request: () => ({ method: 'GET', path: '/api/admin/analytics?period=7d' }) },
  { route: 'GET /api/admin/users', expected: only('admin', 200), request: () => ({ method: 'GET', path: '/api/admin/users?page=1&pageSize=5' }) },
  {
    route: 'PATCH /api/admin/users/:id/status', expected: only('admin', 200),
    request: async () => ({ method: 'PATCH', path: `/api/admin/users/${(await t.current.registerUser()).user.id}/status`, body: { isActive: false } }),
  },
  { route: 'GET /api/admin/astrologers', expected: only('admin', 200), request: () => ({ method: 'GET', path: '/api/admin/astrologers?status=approved' }) },
  { route: 'GET /api/admin/astrologers/pending', expected: only('admin', 200), request: () => ({ method: 'GET', path: '/api/admin/astrologers/pending' }) },
  {
    route: 'POST /api/admin/astrologers', expected: only('admin', 201),
    request: () => ({ method: 'POST', path: '/api/admin/astrologers', body: { name: 'New Astrologer', email: `new-astrologer-${next()}@example.com`, experience: 5, specializations: 'Numerology', languages: 'English', ratePerMinute: 25 } }),
  },
  { route: 'GET /api/admin/astrologers/:id', expected: only('admin', 200), request: () => ({ method: 'GET', path: `/api/admin/astrologers/${MEENAKSHI}` }) },
  {
    route: 'PATCH /api/admin/astrologers/:id', expected: only('admin', 200),
    request: async () => ({ method: 'PATCH', path: `/api/admin/astrologers/${(await adminCreatesAstrologer()).id}`, body: { description: 'Edited' } }),
  },
  {
    route: 'DELETE /api/admin/astrologers/:id', expected: only('admin', 204),
    request: async () => ({ method: 'DELETE', path: `/api/admin/astrologers/${(await adminCreatesAstrologer()).id}` }),
  },
  {
    route: 'PATCH /api/admin/astrologers/:id/approve', expected: only('admin', 200),
    request: async () => ({ method: 'PATCH', path: `/api/admin/astrologers/${(await adminCreatesAstrologer()).id}/approve` }),
  },
  {
    route: 'PATCH /api/admin/astrologers/:id/reject', expected: only('admin', 200),
    request: async () => ({ method: 'PATCH', path: `/api/admin/astrologers/${(await adminCreatesAstrologer()).id}/reject`, body: { reason: 'Incomplete' } }),
  },
  { route: 'PATCH /api/admin/astrologers/:id/status', expected: only('admin', 200), request: () => ({ method: 'PATCH', path: `/api/admin/astrologers/${MEENAKSHI}/status`, body: { isOnline: true } }) },
  { route: 'GET /api/admin/astrologers/:id/stats', expected: only('admin', 200), request: () => ({ method: 'GET', path: `/api/admin/astrologers/${MEENAKSHI}/stats` }) },
  { route: 'GET /api/admin/audit-log', expected: only('admin', 200), request: () => ({ method: 'GET', path: '/api/admin/audit-log' }) },
  { route: 'GET /api/admin/articles', expected: only('admin', 200), request: () => ({ method: 'GET', path: '/api/admin/articles?language=en' }) },
  { route: 'GET /api/admin/articles/:id', expected: only('admin', 200), request: () => ({ method: 'GET', path: '/api/admin/articles/1' }) },
  { route: 'POST /api/admin/articles', expected: only('admin', 201), request: () => ({ method: 'POST', path: '/api/admin/articles', body: articleBody() }) },
  {
    route: 'PUT /api/admin/articles/:id', expected: only('admin', 200),
    request: async () => ({ method: 'PUT', path: `/api/admin/articles/${(await adminCreatesArticle()).id}`, body: articleBody() }),
  },
  {
    route: 'DELETE /api/admin/articles/:id', expected: only('admin', 204),
    request: async () => ({ method: 'DELETE', path: `/api/admin/articles/${(await adminCreatesArticle()).id}` }),
  },
  {
    route: 'POST /api/admin/uploads/image', expected: only('admin', 201),
    request: () => ({ method: 'POST', path: '/api/admin/uploads/image', send: async (url, token) => (await uploadImage(url, token)).status }),
  },

  // Public reading.
  { route: 'GET /api/articles', expected: all(200), request: () => ({ method: 'GET', path: '/api/articles?language=en' }) },
  { route: 'GET /api/articles/:slug', expected: all(200), request: () => ({ method: 'GET', path: '/api/articles/understanding-your-moon-sign' }) },
  { route: 'GET /api/seo/sitemap.xml', expected: all(200), request: () => ({ method: 'GET', path: '/api/seo/sitemap.xml' }) },
  { route: 'GET /api/seo/robots.txt', expected: all(200), request: () => ({ method: 'GET', path: '/api/seo/robots.txt' }) },
  { route: 'GET /api/seo/articles/:slug', expected: all(200), request: () => ({ method: 'GET', path: '/api/seo/articles/understanding-your-moon-sign' }) },
  { route: 'GET /api/categories', expected: all(200), request: () => ({ method: 'GET', path: '/api/categories' }) },
  { route: 'GET /api/catalogue/prices', expected: all(200), request: () => ({ method: 'GET', path: '/api/catalogue/prices' }) },
  { route: 'GET /api/uploads/:file', expected: all(200), request: () => ({ method: 'GET', path: uploadedImage }) },
  { route: 'GET /api/dev/outbox', expected: all(200), request: () => ({ method: 'GET', path: '/api/dev/outbox?limit=1' }) },
  { route: 'GET /api/dev/sms-outbox', expected: all(200), request: () => ({ method: 'GET', path: '/api/dev/sms-outbox?limit=1' }) },
  { route: 'GET /api/docs', expected: all(200), request: () => ({ method: 'GET', path: '/api/docs' }) },
  { route: 'GET /api/astrologers', expected: all(200), request: () => ({ method: 'GET', path: '/api/astrologers' }) },
  { route: 'GET /api/marketplace-figures', expected: all(200), request: () => ({ method: 'GET', path: '/api/marketplace-figures' }) },
  { route: 'GET /api/astrologers/:id', expected: all(200), request: () => ({ method: 'GET', path: `/api/astrologers/${MEENAKSHI}` }) },
  { route: 'GET /api/astrologer/:id', expected: all(200), request: () => ({ method: 'GET', path: `/api/astrologer/${MEENAKSHI}` }) },
  { route: 'GET /api/avatars/:file', expected: all(200), request: () => ({ method: 'GET', path: `/api/avatars/${MEENAKSHI}.svg` }) },

  // Astrology tools: public.
  { route: 'GET /api/locations/search', expected: all(200), request: () => ({ method: 'GET', path: '/api/locations/search?q=delhi' }) },
  { route: 'POST /api/ephemeris', expected: all(200), request: () => ({ method: 'POST', path: '/api/ephemeris', body: birth }) },
  { route: 'POST /api/ephemeris/kp', expected: all(200), request: () => ({ method: 'POST', path: '/api/ephemeris/kp', body: birth }) },
  { route: 'POST /api/kp-calculation', expected: all(200), request: () => ({ method: 'POST', path: '/api/kp-calculation', body: { ...birth, place: 'Chennai, India' } }) },
  { route: 'POST /api/kundli', expected: all(200), request: () => ({ method: 'POST', path: '/api/kundli', body: birth }) },
  { route: 'POST /api/kundli/transits', expected: all(200), request: () => ({ method: 'POST', path: '/api/kundli/transits', body: { ...birth, at: '2025-01-14T00:00:00Z' } }) },
  {
    route: 'POST /api/guna-milan', expected: all(200),
    request: () => ({ method: 'POST', path: '/api/guna-milan', body: { boy: birth, girl: { ...birth, date: '1992-07-18', time: '00:30' } } }),
  },
  { route: 'POST /api/compatibility', expected: all(200), request: () => ({ method: 'POST', path: '/api/compatibility', body: { sign1: 'Aries', sign2: 'Leo' } }) },
  { route: 'POST /api/numerology', expected: all(200), request: () => ({ method: 'POST', path: '/api/numerology', body: { fullName: 'Asha Verma', birthDate: '1990-05-15' } }) },
  { route: 'GET /api/panchang', expected: all(200), request: () => ({ method: 'GET', path: '/api/panchang?date=2025-01-14&latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata' }) },
  { route: 'GET /api/panchang/month', expected: all(200), request: () => ({ method: 'GET', path: '/api/panchang/month?month=2025-01&latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata' }) },
  { route: 'GET /api/festivals', expected: all(200), request: () => ({ method: 'GET', path: '/api/festivals?year=2025&latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata' }) },
  { route: 'GET /api/horoscope/:sign/:date', expected: all(200), request: () => ({ method: 'GET', path: '/api/horoscope/leo/2025-01-14' }) },
  { route: 'POST /api/horoscope/generate', expected: all(200), request: () => ({ method: 'POST', path: '/api/horoscope/generate', body: { zodiacSign: 'Leo', date: '2025-01-14' } }) },
  { route: 'GET /api/horoscopes/:period', expected: all(200), request: () => ({ method: 'GET', path: '/api/horoscopes/daily' }) },
  {
    route: 'POST /api/chart/image', expected: all(200),
    request: () => ({
      method: 'POST', path: '/api/chart/image',
      body: { chart: { ascendantSign: 'Leo', planets: [{ name: 'Sun', sign: 'Aries', degree: 10.5 }] }, style: 'south', format: 'svg', size: 300 },
    }),
  },
];

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: RouterLayer[] };
}

/** METHOD /api/path of every route in the app, read from Express's router tree. */
function registeredRoutes(): string[] {
  const app = createApp(t.current.server.ctx, t.current.server.services) as unknown as { router: { stack: RouterLayer[] } };
  const found: string[] = [];
  const walk = (stack: RouterLayer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const method of Object.keys(layer.route.methods)) {
          for (const path of paths) found.push(`${method === '_all' ? 'ALL' : method.toUpperCase()} /api${path}`);
        }
      } else if (layer.handle.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk(app.router.stack);
  return [...new Set(found)].sort();
}

beforeAll(async () => {
  const [user, astrologer, admin] = await Promise.all([t.current.registerUser(), t.current.loginAs('astrologer'), t.current.loginAs('admin')]);
  await t.current.topUp(user.user.id, 500_000);
  await t.current.api('POST', '/api/favorites', { astrologerId: MEENAKSHI }, user.token);
  Object.assign(shared, { user: { role: 'user', ...user }, astrologer: { role: 'astrologer', ...astrologer }, admin: { role: 'admin', ...admin } });
  adminToken = admin.token;
  uploadedImage = (await uploadImage(t.current.url, adminToken)).body!.url;
});

describe('route access', () => {
  it('when the app is built, then every registered route has a row in this table (and no row is stale)', () => {
    const rows = table.map((row) => row.route).sort();
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows).toEqual(registeredRoutes());
  });

  const cells = table.flatMap((row) => roles.map((role) => ({ row, role, status: row.expected[role] })));
  it.each(cells.map((cell) => [cell.role, cell.row.route, cell.status, cell] as const))(
    'when %s calls %s, then %i',
    async (_role, _route, _status, { row, role, status }) => {
      const caller = role === 'anonymous' ? { role } : row.fresh ? await freshCaller(role) : shared[role];
      const request = await row.request(caller);
      const actual = request.send
        ? await request.send(t.current.url, caller.token)
        : (await t.current.api(request.method, request.path, request.body, caller.token)).status;
      expect(actual).toBe(status);
    },
  );
});

/** The same body with every value swapped for another JSON type. */
function mistyped(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return { not: 'a list' };
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, mistyped(field)]));
  return [value];
}

/** The first role the row grants (the one whose checks run furthest into the route). */
const grantedRole = (row: RouteAccess): Role => roles.find((role) => row.expected[role] < 300) ?? 'admin';

describe('input that is not what a route expects', () => {
  const writes = table.filter((row) => !row.route.startsWith('GET '));
  it.each(writes.map((row) => [row.route, row] as const))(
    'when %s gets malformed, mistyped, wrongly shaped or oversized JSON, then 4xx and never 5xx',
    async (_route, row) => {
      const role = grantedRole(row);
      const caller = role === 'anonymous' ? { role } : row.fresh ? await freshCaller(role) : shared[role];
      const request = await row.request(caller);
      const method = request.method;
      const headers = { 'content-type': 'application/json', ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}) };
      // Redirects are answers too (the gateway callbacks send the browser on): do not follow them.
      const send = async (body: string) => ({
        status: (await fetch(`${t.current.url}${request.path}`, { method, body, headers, redirect: 'manual' })).status,
      });

      expect((await send('{"oops": ')).status).toBe(400);
      expect((await send(JSON.stringify({ pad: 'x'.repeat(200 * 1024) }))).status).toBe(413);
      for (const body of ['[1, 2]', '"text"', 'null', '{}', JSON.stringify(mistyped(request.body ?? { value: 'x' }))]) {
        const response = await send(body);
        expect([row.route, body.slice(0, 60), response.status < 500]).toEqual([row.route, body.slice(0, 60), true]);
      }
    },
  );

  const withParams = table.filter((row) => row.route.includes(':'));
  it.each(withParams.map((row) => [row.route, row] as const))(
    'when %s is called with a garbage or unknown path parameter, then 4xx and never 5xx',
    async (_route, row) => {
      const role = grantedRole(row);
      const caller = role === 'anonymous' ? { role } : shared[role];
      const [method, pattern] = row.route.split(' ');
      const call = (value: string) => {
        const path = pattern.replace(/:[A-Za-z]+/g, value);
        return t.current.api(method, path, method === 'GET' || method === 'DELETE' ? undefined : {}, caller.token);
      };
      for (const value of ['abc', '-1', '1.5', '%00', 'x'.repeat(300)]) {
        const { status } = await call(value);
        expect([value.slice(0, 20), status >= 400 && status < 500]).toEqual([value.slice(0, 20), true]);
      }
      // An id that does not exist: usually 404; an idempotent removal may answer 204.
      expect((await call('999999999')).status).toBeLessThan(500);
    },
  );
});

describe('owner checks', () => {
  it("when a customer reaches for another customer's consultation, then 403 everywhere", async () => {
    const { consultation, customer } = await runningConsultation();
    const intruder = await t.current.registerUser();
    await t.current.topUp(intruder.user.id, 100_000);
    const calls: Array<[string, string, unknown]> = [
      ['GET', `/api/consultations/user/${customer.user!.id}`, undefined],
      ['GET', `/api/consultations/active/${customer.user!.id}`, undefined],
      ['PATCH', `/api/consultations/${consultation.id}`, { userDetails: birthDetails }],
      ['POST', `/api/consultations/${consultation.id}/end`, { rating: 1 }],
      ['POST', `/api/consultations/${consultation.id}/extend`, { duration: 5 }],
      ['GET', `/api/chat/${consultation.id}`, undefined],
      ['POST', '/api/chat/message', { consultationId: consultation.id, message: 'Hi' }],
    ];
    for (const [method, path, body] of calls) {
      expect([method, path, (await t.current.api(method, path, body, intruder.token)).status]).toEqual([method, path, 403]);
    }
    const still = await t.current.api<Consultation | null>('GET', `/api/consultations/active/${customer.user!.id}`, undefined, customer.token);
    expect(still.body).toMatchObject({ id: consultation.id, status: 'active', duration: 10 });
  });

  it("when an astrologer reaches for another astrologer's session, then 403", async () => {
    const { consultation } = await runningConsultation();
    const other = await t.current.createAstrologerAccount(MEENAKSHI);
    for (const [method, path, body] of [
      ['POST', `/api/consultations/${consultation.id}/extend-astrologer`, undefined],
      ['POST', `/api/consultations/${consultation.id}/end`, {}],
      ['GET', `/api/chat/${consultation.id}`, undefined],
    ] as const) {
      expect([path, (await t.current.api(method, path, body, other.token)).status]).toEqual([path, 403]);
    }
  });

  it("when someone marks another account's notification or reads another's order, then 404", async () => {
    const owner = await t.current.registerUser();
    const notification = await notificationRepository.create({ userId: owner.user.id, title: 'Private', message: 'Only for the owner' });
    const txnid = await orderOf({ role: 'user', ...owner });
    const intruder = await t.current.registerUser();
    expect((await t.current.api('PATCH', `/api/notifications/${notification.id}/read`, undefined, intruder.token)).status).toBe(404);
    expect((await t.current.api('GET', `/api/payment/orders/${txnid}`, undefined, intruder.token)).status).toBe(404);
    expect((await t.current.api<Notification[]>('GET', '/api/notifications', undefined, owner.token)).body[0].isRead).toBe(false);
  });
});

