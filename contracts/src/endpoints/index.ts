import type { Endpoint } from './endpoint';
import { accountVerificationEndpoints } from './account-verification-endpoints';
import { adminEndpoints } from './admin-endpoints';
import { apiDocsEndpoints } from './api-docs-endpoints';
import { articlesEndpoints } from './articles-endpoints';
import { astrologerCatalogEndpoints } from './astrologer-catalog-endpoints';
import { astrologerSelfEndpoints } from './astrologer-self-endpoints';
import { astrologyEndpoints } from './astrology-endpoints';
import { auditEndpoints } from './audit-endpoints';
import { authEndpoints } from './auth-endpoints';
import { avatarsEndpoints } from './avatars-endpoints';
import { callsEndpoints } from './calls-endpoints';
import { cataloguePricesEndpoints } from './catalogue-prices-endpoints';
import { categoriesEndpoints } from './categories-endpoints';
import { chatEndpoints } from './chat-endpoints';
import { consultationsEndpoints } from './consultations-endpoints';
import { devEndpoints } from './dev-endpoints';
import { earningsEndpoints } from './earnings-endpoints';
import { favoritesEndpoints } from './favorites-endpoints';
import { fulfilmentEndpoints } from './fulfilment-endpoints';
import { healthEndpoints } from './health-endpoints';
import { jobsEndpoints } from './jobs-endpoints';
import { moderationEndpoints } from './moderation-endpoints';
import { notificationsEndpoints } from './notifications-endpoints';
import { orderImagesEndpoints } from './order-images-endpoints';
import { ordersEndpoints } from './orders-endpoints';
import { paymentsEndpoints } from './payments-endpoints';
import { profileEndpoints } from './profile-endpoints';
import { profilePhotosEndpoints } from './profile-photos-endpoints';
import { rechargePacksEndpoints } from './recharge-packs-endpoints';
import { reviewsEndpoints } from './reviews-endpoints';
import { sandboxGatewayEndpoints } from './sandbox-gateway-endpoints';
import { seoEndpoints } from './seo-endpoints';
import { taxInvoicesEndpoints } from './tax-invoices-endpoints';
import { uploadsEndpoints } from './uploads-endpoints';
import { vouchersEndpoints } from './vouchers-endpoints';
import { waitlistEndpoints } from './waitlist-endpoints';
import { walletEndpoints } from './wallet-endpoints';
import { walletStatementEndpoints } from './wallet-statement-endpoints';

export * from './endpoint';
export * from './endpoint-routes';
export * from './openapi-document';
export * from './account-verification-endpoints';
export * from './admin-endpoints';
export * from './api-docs-endpoints';
export * from './articles-endpoints';
export * from './astrologer-catalog-endpoints';
export * from './astrologer-self-endpoints';
export * from './astrology-endpoints';
export * from './audit-endpoints';
export * from './auth-endpoints';
export * from './avatars-endpoints';
export * from './calls-endpoints';
export * from './catalogue-prices-endpoints';
export * from './categories-endpoints';
export * from './chat-endpoints';
export * from './consultations-endpoints';
export * from './dev-endpoints';
export * from './earnings-endpoints';
export * from './favorites-endpoints';
export * from './fulfilment-endpoints';
export * from './health-endpoints';
export * from './jobs-endpoints';
export * from './moderation-endpoints';
export * from './notifications-endpoints';
export * from './order-images-endpoints';
export * from './orders-endpoints';
export * from './payments-endpoints';
export * from './profile-endpoints';
export * from './profile-photos-endpoints';
export * from './recharge-packs-endpoints';
export * from './reviews-endpoints';
export * from './sandbox-gateway-endpoints';
export * from './seo-endpoints';
export * from './tax-invoices-endpoints';
export * from './uploads-endpoints';
export * from './vouchers-endpoints';
export * from './waitlist-endpoints';
export * from './wallet-endpoints';
export * from './wallet-statement-endpoints';

/**
 * Every declared endpoint, by module (one file each, named after the module that serves it): the OpenAPI document
 * lists these, and api/test/declared-endpoints.test.ts checks that the API mounts each exactly once and nothing else.
 */
export const declaredEndpointGroups: Record<string, Record<string, Endpoint>> = {
  accountVerification: accountVerificationEndpoints,
  admin: adminEndpoints,
  apiDocs: apiDocsEndpoints,
  articles: articlesEndpoints,
  astrologerCatalog: astrologerCatalogEndpoints,
  astrologerSelf: astrologerSelfEndpoints,
  astrology: astrologyEndpoints,
  audit: auditEndpoints,
  auth: authEndpoints,
  avatars: avatarsEndpoints,
  calls: callsEndpoints,
  cataloguePrices: cataloguePricesEndpoints,
  categories: categoriesEndpoints,
  chat: chatEndpoints,
  consultations: consultationsEndpoints,
  dev: devEndpoints,
  earnings: earningsEndpoints,
  favorites: favoritesEndpoints,
  fulfilment: fulfilmentEndpoints,
  health: healthEndpoints,
  jobs: jobsEndpoints,
  moderation: moderationEndpoints,
  notifications: notificationsEndpoints,
  orderImages: orderImagesEndpoints,
  orders: ordersEndpoints,
  payments: paymentsEndpoints,
  profile: profileEndpoints,
  profilePhotos: profilePhotosEndpoints,
  rechargePacks: rechargePacksEndpoints,
  reviews: reviewsEndpoints,
  sandboxGateway: sandboxGatewayEndpoints,
  seo: seoEndpoints,
  taxInvoices: taxInvoicesEndpoints,
  uploads: uploadsEndpoints,
  vouchers: vouchersEndpoints,
  waitlist: waitlistEndpoints,
  wallet: walletEndpoints,
  walletStatement: walletStatementEndpoints,
};

export function allDeclaredEndpoints(): Endpoint[] {
  return Object.values(declaredEndpointGroups).flatMap((group) => Object.values(group));
}
