import type { Router } from 'express';
import type { AppContext } from '../shared/app-context';
import type { AppServices } from './app-services';
import { createAccountVerificationRouter } from './account-verification/account-verification.router';
import { createSmsSender } from './account-verification/sms/create-sms-sender';
import { createAdminRouter } from './admin/admin.router';
import { createApiDocsRouter } from './api-docs/api-docs.router';
import { createArticlesRouter } from './articles/articles.router';
import { createAstrologerSelfRouter } from './astrologer-self/astrologer-self.router';
import { createAuditRouter } from './audit/audit.router';
import { createCategoriesRouter } from './categories/categories.router';
import { createCataloguePricesRouter } from './catalogue-prices/catalogue-prices.router';
import { createDevRouter } from './dev/dev.router';
import { createEarningsRouter } from './earnings/earnings.router';
import { createFavoritesRouter } from './favorites/favorites.router';
import { createModerationRouter } from './moderation/moderation.router';
import { createNotificationsRouter } from './notifications/notifications.router';
import { createProfileRouter } from './profile/profile.router';
import { createReviewsRouter } from './reviews/reviews.router';
import { recordReview } from './reviews/use-cases/create-review';
import { createUploadsRouter } from './uploads/uploads.router';
import { createProfilePhotosRouter } from './profile-photos/profile-photos.router';
import { createAstrologersRouter } from './astrologer-catalog/astrologers.router';
import { createAuthRouter } from './auth/auth.router';
import { createAvatarsRouter } from './avatars/avatars.router';
import { createCallsRouter } from './calls/calls.router';
import { createChatRouter } from './chat/chat.router';
import { createConsultationsRouter } from './consultations/consultations.router';
import { createPaymentsRouter } from './payments/payments.router';
import { createOrdersRouter } from './orders/orders.router';
import { createFulfilmentRouter } from './fulfilment/fulfilment.router';
import { createOrderImagesRouter } from './order-images/order-images.router';
import { orderFulfilmentRepository } from './payment-orders/order-fulfilment.repository';
import { startFulfilment } from './fulfilment/use-cases/start-fulfilment';
import { createWalletRouter } from './wallet/wallet.router';
import { createWalletStatementRouter } from './wallet-statement/wallet-statement.router';
import { createTaxInvoicesRouter } from './receipts/tax-invoices.router';
import { createVouchersRouter } from './vouchers/vouchers.router';
import { createWaitlistRouter } from './waitlist/waitlist.router';
import { createRechargePacksRouter } from './recharge-packs/recharge-packs.router';
import { createSeoRouter } from './seo/seo.router';

/**
 * Every feature router, mounted under /api in this order. To add a feature: create
 * modules/<feature>/<feature>.router.ts exporting createXRouter(ctx) and add it here. A router that needs one of
 * this API's services (mail, fulfilment) is given it here, from `services` (built once in server.ts).
 */
export function createModuleRouters(ctx: AppContext, services: AppServices): Router[] {
  return [
    // First: the public catalogue is the busiest read, and Express tries routers in order (profiled:
    // walking the other routers cost about a sixth of its CPU). Its /astrologer/{id} passes
    // non-numeric ids (/astrologer/profile, ...) on to the routers below.
    createAstrologersRouter(ctx),
    createAuthRouter(ctx, { mail: services.mail }),
    createAccountVerificationRouter(ctx, { mail: services.mail, sms: createSmsSender(ctx.config) }),
    // Consultations never import reviews: ending a session records its rating through this.
    createConsultationsRouter(ctx, { recordReview }),
    createChatRouter(ctx),
    createCallsRouter(ctx),
    createWalletRouter(ctx),
    createWalletStatementRouter(ctx),
    createTaxInvoicesRouter(ctx),
    createVouchersRouter(ctx),
    createWaitlistRouter(ctx),
    createRechargePacksRouter(ctx),
    // Payments never import fulfilment: a paid order's fulfilment and its follow-up work are wired in here.
    createPaymentsRouter(ctx, { startFulfilment, afterPaid: (order) => services.fulfilment.service.afterPaid(order) }),
    createOrdersRouter(ctx, services.fulfilment),
    createFulfilmentRouter(ctx, services.fulfilment),
    createProfileRouter(ctx, { mail: services.mail }),
    createNotificationsRouter(ctx),
    createFavoritesRouter(ctx),
    createModerationRouter(ctx),
    createAstrologerSelfRouter(ctx),
    createReviewsRouter(ctx),
    createEarningsRouter(ctx),
    createAdminRouter(ctx),
    createAuditRouter(ctx),
    createArticlesRouter(ctx),
    createCategoriesRouter(ctx),
    createCataloguePricesRouter(ctx),
    createSeoRouter(ctx),
    createOrderImagesRouter(ctx, { astrologerClaimedImage: (astrologerId, file) => orderFulfilmentRepository.astrologerClaimedImage(astrologerId, file) }),
    createUploadsRouter(ctx),
    createProfilePhotosRouter(ctx),
    createDevRouter(ctx),
    createApiDocsRouter(ctx),
    createAvatarsRouter(),
  ];
}
