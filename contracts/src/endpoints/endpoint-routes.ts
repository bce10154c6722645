// Written by tools/contracts/write-endpoint-routes.ts from the declarations beside it (the one owner of every
// path): do not edit. Each endpoint as its method and path alone, typed by its declaration, for the web: a request
// built from these does not evaluate the declarations' schemas (issue 37). Lint checks the file is current.
import type { Endpoint, EndpointRoute } from './endpoint';
import type { accountVerificationEndpoints } from './account-verification-endpoints';
import type { adminEndpoints } from './admin-endpoints';
import type { apiDocsEndpoints } from './api-docs-endpoints';
import type { articlesEndpoints } from './articles-endpoints';
import type { astrologerCatalogEndpoints } from './astrologer-catalog-endpoints';
import type { astrologerSelfEndpoints } from './astrologer-self-endpoints';
import type { astrologyEndpoints } from './astrology-endpoints';
import type { auditEndpoints } from './audit-endpoints';
import type { authEndpoints } from './auth-endpoints';
import type { avatarsEndpoints } from './avatars-endpoints';
import type { callsEndpoints } from './calls-endpoints';
import type { cataloguePricesEndpoints } from './catalogue-prices-endpoints';
import type { categoriesEndpoints } from './categories-endpoints';
import type { chatEndpoints } from './chat-endpoints';
import type { consultationsEndpoints } from './consultations-endpoints';
import type { devEndpoints } from './dev-endpoints';
import type { earningsEndpoints } from './earnings-endpoints';
import type { favoritesEndpoints } from './favorites-endpoints';
import type { fulfilmentEndpoints } from './fulfilment-endpoints';
import type { healthEndpoints } from './health-endpoints';
import type { jobsEndpoints } from './jobs-endpoints';
import type { moderationEndpoints } from './moderation-endpoints';
import type { notificationsEndpoints } from './notifications-endpoints';
import type { orderImagesEndpoints } from './order-images-endpoints';
import type { ordersEndpoints } from './orders-endpoints';
import type { paymentsEndpoints } from './payments-endpoints';
import type { profileEndpoints } from './profile-endpoints';
import type { profilePhotosEndpoints } from './profile-photos-endpoints';
import type { rechargePacksEndpoints } from './recharge-packs-endpoints';
import type { reviewsEndpoints } from './reviews-endpoints';
import type { sandboxGatewayEndpoints } from './sandbox-gateway-endpoints';
import type { seoEndpoints } from './seo-endpoints';
import type { taxInvoicesEndpoints } from './tax-invoices-endpoints';
import type { uploadsEndpoints } from './uploads-endpoints';
import type { vouchersEndpoints } from './vouchers-endpoints';
import type { waitlistEndpoints } from './waitlist-endpoints';
import type { walletEndpoints } from './wallet-endpoints';
import type { walletStatementEndpoints } from './wallet-statement-endpoints';

type RoutesOf<Group> = { readonly [Name in keyof Group]: Group[Name] extends Endpoint ? EndpointRoute<Group[Name]> : never };

export const accountVerificationRoutes: RoutesOf<typeof accountVerificationEndpoints> = {
  sendEmailCode: { method: 'POST', path: '/verification/email/send' },
  confirmEmailCode: { method: 'POST', path: '/verification/email/confirm' },
  sendPhoneCode: { method: 'POST', path: '/verification/phone/send' },
  confirmPhoneCode: { method: 'POST', path: '/verification/phone/confirm' },
};

export const adminRoutes: RoutesOf<typeof adminEndpoints> = {
  stats: { method: 'GET', path: '/admin/stats' },
  analytics: { method: 'GET', path: '/admin/analytics' },
  users: { method: 'GET', path: '/admin/users' },
  setUserStatus: { method: 'PATCH', path: '/admin/users/:id/status' },
  astrologers: { method: 'GET', path: '/admin/astrologers' },
  pendingAstrologers: { method: 'GET', path: '/admin/astrologers/pending' },
  createAstrologer: { method: 'POST', path: '/admin/astrologers' },
  astrologer: { method: 'GET', path: '/admin/astrologers/:id' },
  updateAstrologer: { method: 'PATCH', path: '/admin/astrologers/:id' },
  deleteAstrologer: { method: 'DELETE', path: '/admin/astrologers/:id' },
  approveAstrologer: { method: 'PATCH', path: '/admin/astrologers/:id/approve' },
  rejectAstrologer: { method: 'PATCH', path: '/admin/astrologers/:id/reject' },
  setAstrologerOnline: { method: 'PATCH', path: '/admin/astrologers/:id/status' },
  astrologerStats: { method: 'GET', path: '/admin/astrologers/:id/stats' },
};

export const apiDocsRoutes: RoutesOf<typeof apiDocsEndpoints> = {
  openApi: { method: 'GET', path: '/docs' },
};

export const articlesRoutes: RoutesOf<typeof articlesEndpoints> = {
  published: { method: 'GET', path: '/articles' },
  bySlug: { method: 'GET', path: '/articles/:slug' },
  adminList: { method: 'GET', path: '/admin/articles' },
  adminOne: { method: 'GET', path: '/admin/articles/:id' },
  create: { method: 'POST', path: '/admin/articles' },
  update: { method: 'PUT', path: '/admin/articles/:id' },
  delete: { method: 'DELETE', path: '/admin/articles/:id' },
};

export const astrologerCatalogRoutes: RoutesOf<typeof astrologerCatalogEndpoints> = {
  list: { method: 'GET', path: '/astrologers' },
  figures: { method: 'GET', path: '/marketplace-figures' },
  detail: { method: 'GET', path: '/astrologers/:id' },
  summary: { method: 'GET', path: '/astrologer/:id' },
};

export const astrologerSelfRoutes: RoutesOf<typeof astrologerSelfEndpoints> = {
  profile: { method: 'GET', path: '/astrologer/profile' },
  updateProfile: { method: 'PATCH', path: '/astrologer/profile' },
  uploadPhoto: { method: 'POST', path: '/astrologer/profile/photo' },
  setOnline: { method: 'PATCH', path: '/astrologer/status' },
};

export const astrologyRoutes: RoutesOf<typeof astrologyEndpoints> = {
  searchPlaces: { method: 'GET', path: '/locations/search' },
  ephemeris: { method: 'POST', path: '/ephemeris' },
  kpEphemeris: { method: 'POST', path: '/ephemeris/kp' },
  kpCalculation: { method: 'POST', path: '/kp-calculation' },
  kundli: { method: 'POST', path: '/kundli' },
  transits: { method: 'POST', path: '/kundli/transits' },
  gunaMilan: { method: 'POST', path: '/guna-milan' },
  compatibility: { method: 'POST', path: '/compatibility' },
  numerology: { method: 'POST', path: '/numerology' },
  panchangDay: { method: 'GET', path: '/panchang' },
  panchangMonth: { method: 'GET', path: '/panchang/month' },
  festivals: { method: 'GET', path: '/festivals' },
  horoscopeReading: { method: 'GET', path: '/horoscope/:sign/:date' },
  generateHoroscope: { method: 'POST', path: '/horoscope/generate' },
  horoscopes: { method: 'GET', path: '/horoscopes/:period' },
  chartImage: { method: 'POST', path: '/chart/image' },
};

export const auditRoutes: RoutesOf<typeof auditEndpoints> = {
  log: { method: 'GET', path: '/admin/audit-log' },
};

export const authRoutes: RoutesOf<typeof authEndpoints> = {
  register: { method: 'POST', path: '/auth/register' },
  login: { method: 'POST', path: '/auth/login' },
  logout: { method: 'POST', path: '/auth/logout' },
  me: { method: 'GET', path: '/auth/me' },
  user: { method: 'GET', path: '/auth/user' },
};

export const avatarsRoutes: RoutesOf<typeof avatarsEndpoints> = {
  portrait: { method: 'GET', path: '/avatars/:file' },
};

export const callsRoutes: RoutesOf<typeof callsEndpoints> = {
  accept: { method: 'POST', path: '/calls/:id/accept' },
  decline: { method: 'POST', path: '/calls/:id/decline' },
  iceServers: { method: 'GET', path: '/calls/:id/ice-servers' },
};

export const cataloguePricesRoutes: RoutesOf<typeof cataloguePricesEndpoints> = {
  list: { method: 'GET', path: '/catalogue/prices' },
};

export const categoriesRoutes: RoutesOf<typeof categoriesEndpoints> = {
  list: { method: 'GET', path: '/categories' },
};

export const chatRoutes: RoutesOf<typeof chatEndpoints> = {
  messages: { method: 'GET', path: '/chat/:consultationId' },
  send: { method: 'POST', path: '/chat/message' },
};

export const consultationsRoutes: RoutesOf<typeof consultationsEndpoints> = {
  book: { method: 'POST', path: '/consultations' },
  freeFirstMinutes: { method: 'GET', path: '/consultations/free-first-minutes' },
  ofUser: { method: 'GET', path: '/consultations/user/:userId' },
  activeOfUser: { method: 'GET', path: '/consultations/active/:userId' },
  saveDetails: { method: 'PATCH', path: '/consultations/:id' },
  skipDetails: { method: 'POST', path: '/consultations/:id/skip-details' },
  refundIfEndedNow: { method: 'GET', path: '/consultations/:id/refund-if-ended-now' },
  end: { method: 'POST', path: '/consultations/:id/end' },
  extend: { method: 'POST', path: '/consultations/:id/extend' },
  extendByAstrologer: { method: 'POST', path: '/consultations/:id/extend-astrologer' },
  astrologerActive: { method: 'GET', path: '/astrologer/consultations/active' },
  astrologerHistory: { method: 'GET', path: '/astrologer/consultations/history' },
};

export const devRoutes: RoutesOf<typeof devEndpoints> = {
  mailOutbox: { method: 'GET', path: '/dev/outbox' },
  smsOutbox: { method: 'GET', path: '/dev/sms-outbox' },
};

export const earningsRoutes: RoutesOf<typeof earningsEndpoints> = {
  summary: { method: 'GET', path: '/astrologer/earnings' },
  dashboardFigures: { method: 'GET', path: '/astrologer/dashboard-figures' },
  statement: { method: 'GET', path: '/astrologer/earnings/statement' },
  payoutsDue: { method: 'GET', path: '/admin/payouts' },
  recordPayout: { method: 'POST', path: '/admin/payouts' },
};

export const favoritesRoutes: RoutesOf<typeof favoritesEndpoints> = {
  list: { method: 'GET', path: '/favorites' },
  add: { method: 'POST', path: '/favorites' },
  remove: { method: 'DELETE', path: '/favorites/:astrologerId' },
};

export const fulfilmentRoutes: RoutesOf<typeof fulfilmentEndpoints> = {
  tasks: { method: 'GET', path: '/fulfilment/tasks' },
  claim: { method: 'POST', path: '/fulfilment/tasks/:txnid/claim' },
  task: { method: 'GET', path: '/fulfilment/tasks/:txnid' },
  report: { method: 'GET', path: '/fulfilment/tasks/:txnid/report' },
  draft: { method: 'PUT', path: '/fulfilment/tasks/:txnid/draft' },
  deliver: { method: 'POST', path: '/fulfilment/tasks/:txnid/deliver' },
  adminTasks: { method: 'GET', path: '/admin/fulfilment' },
  adminTask: { method: 'GET', path: '/admin/fulfilment/:txnid' },
};

export const healthRoutes: RoutesOf<typeof healthEndpoints> = {
  liveness: { method: 'GET', path: '/health' },
  readiness: { method: 'GET', path: '/ready' },
};

export const jobsRoutes: RoutesOf<typeof jobsEndpoints> = {
  failed: { method: 'GET', path: '/admin/jobs/failed' },
  retry: { method: 'POST', path: '/admin/jobs/:id/retry' },
};

export const moderationRoutes: RoutesOf<typeof moderationEndpoints> = {
  report: { method: 'POST', path: '/reports' },
  blocks: { method: 'GET', path: '/blocks' },
  block: { method: 'POST', path: '/blocks' },
  unblock: { method: 'DELETE', path: '/blocks/:astrologerId' },
  reports: { method: 'GET', path: '/admin/moderation/reports' },
  actOnReport: { method: 'POST', path: '/admin/moderation/reports/:id/actions' },
  contactAttempts: { method: 'GET', path: '/admin/moderation/contact-attempts' },
};

export const notificationsRoutes: RoutesOf<typeof notificationsEndpoints> = {
  list: { method: 'GET', path: '/notifications' },
  markRead: { method: 'PATCH', path: '/notifications/:id/read' },
};

export const orderImagesRoutes: RoutesOf<typeof orderImagesEndpoints> = {
  upload: { method: 'POST', path: '/uploads/order-image' },
  image: { method: 'GET', path: '/uploads/order-image/:file' },
};

export const ordersRoutes: RoutesOf<typeof ordersEndpoints> = {
  list: { method: 'GET', path: '/payment/orders' },
  order: { method: 'GET', path: '/payment/orders/:txnid' },
  addDetails: { method: 'PUT', path: '/payment/orders/:txnid/details' },
  receipt: { method: 'GET', path: '/payment/orders/:txnid/receipt' },
  deliverable: { method: 'GET', path: '/payment/orders/:txnid/deliverable' },
  reading: { method: 'GET', path: '/payment/orders/:txnid/readings/:index' },
};

export const paymentsRoutes: RoutesOf<typeof paymentsEndpoints> = {
  refundToSourceQuote: { method: 'GET', path: '/wallet/refund-to-source' },
  refundToSource: { method: 'POST', path: '/wallet/refund-to-source' },
  createBookingPayment: { method: 'POST', path: '/payment/create' },
  createWalletRecharge: { method: 'POST', path: '/payment/wallet/recharge' },
  createWalletTopUp: { method: 'POST', path: '/payment/wallet/create' },
  createServicePayment: { method: 'POST', path: '/payment/service/create' },
  createReportPayment: { method: 'POST', path: '/payment/astrological-report/create' },
  callbackSuccess: { method: 'POST', path: '/payment/callback/success' },
  callbackFailure: { method: 'POST', path: '/payment/callback/failure' },
  downloadReport: { method: 'GET', path: '/download-report/:file' },
};

export const profileRoutes: RoutesOf<typeof profileEndpoints> = {
  get: { method: 'GET', path: '/profile' },
  update: { method: 'PATCH', path: '/profile' },
  setLanguage: { method: 'PUT', path: '/profile/language' },
  stats: { method: 'GET', path: '/profile/stats' },
  requestEmailChange: { method: 'POST', path: '/profile/email/verify' },
  confirmEmailChange: { method: 'POST', path: '/profile/email/confirm' },
  changePassword: { method: 'PATCH', path: '/profile/password' },
};

export const profilePhotosRoutes: RoutesOf<typeof profilePhotosEndpoints> = {
  pendingPhoto: { method: 'GET', path: '/profile-photos/pending/:file' },
  pending: { method: 'GET', path: '/admin/profile-photos' },
  approve: { method: 'POST', path: '/admin/profile-photos/:id/approve' },
  reject: { method: 'POST', path: '/admin/profile-photos/:id/reject' },
};

export const rechargePacksRoutes: RoutesOf<typeof rechargePacksEndpoints> = {
  active: { method: 'GET', path: '/recharge-packs' },
  all: { method: 'GET', path: '/admin/recharge-packs' },
  create: { method: 'POST', path: '/admin/recharge-packs' },
  update: { method: 'PATCH', path: '/admin/recharge-packs/:id' },
};

export const reviewsRoutes: RoutesOf<typeof reviewsEndpoints> = {
  create: { method: 'POST', path: '/consultations/:id/review' },
  reply: { method: 'POST', path: '/reviews/:id/reply' },
  ofAstrologer: { method: 'GET', path: '/astrologers/:id/reviews' },
  own: { method: 'GET', path: '/astrologer/reviews' },
};

export const sandboxGatewayRoutes: RoutesOf<typeof sandboxGatewayEndpoints> = {
  checkout: { method: 'GET', path: '/sandbox-gateway/_payment' },
  checkoutForm: { method: 'POST', path: '/sandbox-gateway/_payment' },
  complete: { method: 'POST', path: '/sandbox-gateway/_payment/complete' },
  postservice: { method: 'POST', path: '/sandbox-gateway/merchant/postservice' },
};

export const seoRoutes: RoutesOf<typeof seoEndpoints> = {
  sitemap: { method: 'GET', path: '/seo/sitemap.xml' },
  robots: { method: 'GET', path: '/seo/robots.txt' },
  article: { method: 'GET', path: '/seo/articles/:slug' },
};

export const taxInvoicesRoutes: RoutesOf<typeof taxInvoicesEndpoints> = {
  mine: { method: 'GET', path: '/tax-invoices' },
  pdf: { method: 'GET', path: '/tax-invoices/:id/pdf' },
};

export const uploadsRoutes: RoutesOf<typeof uploadsEndpoints> = {
  uploadImage: { method: 'POST', path: '/admin/uploads/image' },
  image: { method: 'GET', path: '/uploads/:file' },
};

export const vouchersRoutes: RoutesOf<typeof vouchersEndpoints> = {
  mine: { method: 'GET', path: '/vouchers' },
};

export const waitlistRoutes: RoutesOf<typeof waitlistEndpoints> = {
  join: { method: 'POST', path: '/waitlist' },
  queueStatus: { method: 'GET', path: '/waitlist/astrologers/:id' },
  mine: { method: 'GET', path: '/waitlist/mine' },
  leave: { method: 'POST', path: '/waitlist/leave' },
  accept: { method: 'POST', path: '/waitlist/accept' },
  astrologerQueue: { method: 'GET', path: '/astrologer/waitlist' },
};

export const walletRoutes: RoutesOf<typeof walletEndpoints> = {
  userLedger: { method: 'GET', path: '/admin/users/:id/ledger' },
  balances: { method: 'GET', path: '/wallet' },
  ledger: { method: 'GET', path: '/wallet/ledger' },
  spendingCap: { method: 'GET', path: '/wallet/spending-cap' },
  setSpendingCap: { method: 'PUT', path: '/wallet/spending-cap' },
};

export const walletStatementRoutes: RoutesOf<typeof walletStatementEndpoints> = {
  statement: { method: 'GET', path: '/wallet/statement' },
};
