import type { useNavigate } from 'react-router-dom';
import type { ToastOptions } from '@astrosetu/design-system/toast';
import { apiUrlOf, paymentsRoutes } from '@astrosetu/contracts';
import { completeLastCheckout, lastCheckout } from '@astrosetu/web-core';
import { downloadWithSession } from '@astrosetu/web-core/files';
import { useMarketplaceText } from '../../locales/use-text';

// Toasts are built when a payment returns, in the language shown then.
const t = useMarketplaceText.translate;

/** A paid report, served only to its owner (see downloadWithSession). */
const defaultDownloadReport = (file: string) =>
  downloadWithSession(apiUrlOf(paymentsRoutes.downloadReport, { params: { file } }), 'AstroSetu-astrological-report.pdf');

// What the home page does on each payment return (docs/product-rules.md#payments). Loaded by usePaymentReturn only when a payment has
// returned, so a plain visit to / does not download it.

const paymentError = (): ToastOptions => ({
  title: t('paymentReturn.error'),
  description: t('paymentReturn.errorDescription'),
  variant: 'error',
});

export interface Reaction {
  toast: ToastOptions;
  /** Runs 2 s after the toast. */
  later?: () => void;
  /** Runs at once (e.g. refresh the wallet balance). */
  now?: () => void;
}

export interface ReactionDeps {
  navigate: ReturnType<typeof useNavigate>;
  refreshUser: () => Promise<unknown>;
  /** Replaceable for tests; by default fetches the PDF with the session's token. */
  downloadReport?: (file: string) => Promise<void>;
  toast: (options: ToastOptions) => unknown;
}

/** The order's page when the return names it, else the Purchases tab. */
export function purchasesPath(txnid: string | null): string {
  return txnid && /^[A-Za-z0-9]{1,40}$/.test(txnid) ? `/purchases/${txnid}` : '/profile?tab=purchases';
}

/** A failed payment: back to the form the customer paid from, whose answers are still kept (purchase drafts). */
function failed(description: string, deps: ReactionDeps): Reaction {
  const retry = lastCheckout();
  return {
    toast: { title: t('payment.failedTitle'), description: `${description} ${retry ? t('paymentReturn.answersKept') : t('common.pleaseTryAgain')}`, variant: 'error' },
    ...(retry ? { later: () => deps.navigate(retry.path) } : {}),
  };
}

export function reactionTo(
  payment: string,
  type: string,
  params: URLSearchParams,
  deps: ReactionDeps,
): Reaction | null {
  if (payment === 'error') return { toast: paymentError() };

  if (type === 'service') {
    if (payment === 'failed') return failed(t('paymentReturn.serviceFailed'), deps);
    if (payment !== 'success') return null;
    const category = params.get('category');
    const service = params.get('service');
    // What was bought comes first: with its order known, the customer goes to it rather than to the astrologers.
    if (params.get('redirect') === 'astrologers' && category && !params.get('txnid')) {
      const onward = `/astrologers?${new URLSearchParams({ category, ...(service ? { service } : {}) }).toString()}`;
      return {
        toast: { title: t('paymentReturn.success'), description: t('paymentReturn.successAstrologers'), variant: 'success' },
        now: completeLastCheckout,
        later: () => deps.navigate(onward),
      };
    }
    return {
      toast: { title: t('paymentReturn.success'), description: t('paymentReturn.successPurchases'), variant: 'success' },
      now: completeLastCheckout,
      later: () => deps.navigate(purchasesPath(params.get('txnid'))),
    };
  }

  if (type === 'astrological-report') {
    if (payment === 'failed') return failed(t('paymentReturn.reportFailed'), deps);
    if (payment !== 'success') return null;
    completeLastCheckout();
    if (params.get('error') === 'pdf-generation') {
      return { toast: { title: t('paymentReturn.success'), description: t('paymentReturn.pdfIssue'), variant: 'warning', duration: 10_000 } };
    }
    const file = params.get('download');
    if (file) {
      return {
        toast: {
          title: t('paymentReturn.reportReady'),
          description: t('paymentReturn.reportSent'),
          variant: 'success',
        },
        later: () => {
          (deps.downloadReport ?? defaultDownloadReport)(file).catch((error: unknown) => {
            console.error('Report download failed', error);
            deps.toast({ title: t('paymentReturn.downloadFailed'), description: t('paymentReturn.reportInEmail'), variant: 'warning' });
          });
        },
      };
    }
    // As with services: the order's page shows the report's progress and the PDF once it is built.
    return {
      toast: { title: t('paymentReturn.success'), description: t('paymentReturn.successPurchases'), variant: 'success' },
      later: () => deps.navigate(purchasesPath(params.get('txnid'))),
    };
  }

  if (type === 'wallet') {
    if (payment === 'failed') {
      return { toast: { title: t('payment.failedTitle'), description: t('paymentReturn.walletFailed'), variant: 'error' } };
    }
    if (payment !== 'success') return null;
    return {
      toast: { title: t('paymentReturn.walletRecharged'), description: t('paymentReturn.walletRechargedDescription'), variant: 'success' },
      now: () => void deps.refreshUser(),
    };
  }
  return null;
}
