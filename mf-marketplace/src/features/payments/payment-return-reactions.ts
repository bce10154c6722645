import type { useNavigate } from 'react-router-dom';
import type { ToastOptions } from '@astrosetu/design-system/toast';
import { completeLastCheckout, lastCheckout } from '@astrosetu/web-core';
import { downloadWithSession } from '@astrosetu/web-core/files';

/** A paid report, served only to its owner (see downloadWithSession). */
const defaultDownloadReport = (file: string) =>
  downloadWithSession(`/api/download-report/${encodeURIComponent(file)}`, 'AstroSetu-astrological-report.pdf');

// What the home page does on each payment return (docs/product-rules.md#payments). Loaded by usePaymentReturn only when a payment has
// returned, so a plain visit to / does not download it.

const PAYMENT_ERROR: ToastOptions = {
  title: 'Payment Error',
  description: 'There was an error processing your payment. Please contact support if this persists.',
  variant: 'error',
};

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
    toast: { title: 'Payment Failed', description: retry ? `${description} Your answers are kept: taking you back to try again.` : `${description} Please try again.`, variant: 'error' },
    ...(retry ? { later: () => deps.navigate(retry.path) } : {}),
  };
}

export function reactionTo(
  payment: string,
  type: string,
  params: URLSearchParams,
  deps: ReactionDeps,
): Reaction | null {
  if (payment === 'error') return { toast: PAYMENT_ERROR };

  if (type === 'service') {
    if (payment === 'failed') return failed('Your service payment could not be processed.', deps);
    if (payment !== 'success') return null;
    const category = params.get('category');
    const service = params.get('service');
    // What was bought comes first: with its order known, the customer goes to it rather than to the astrologers.
    if (params.get('redirect') === 'astrologers' && category && !params.get('txnid')) {
      const onward = `/astrologers?${new URLSearchParams({ category, ...(service ? { service } : {}) }).toString()}`;
      return {
        toast: { title: 'Payment Successful', description: 'Your payment was received. Let us find you the right astrologer.', variant: 'success' },
        now: completeLastCheckout,
        later: () => deps.navigate(onward),
      };
    }
    return {
      toast: { title: 'Payment Successful', description: 'Your payment was received. Your order and its progress are in Purchases.', variant: 'success' },
      now: completeLastCheckout,
      later: () => deps.navigate(purchasesPath(params.get('txnid'))),
    };
  }

  if (type === 'astrological-report') {
    if (payment === 'failed') return failed('Your astrological report payment could not be processed.', deps);
    if (payment !== 'success') return null;
    completeLastCheckout();
    const email = params.get('email');
    if (params.get('error') === 'pdf-generation') {
      return { toast: { title: 'Payment Successful', description: 'Payment Successful, but there was an issue generating the PDF. Please contact support.', variant: 'warning', duration: 10_000 } };
    }
    const file = params.get('download');
    if (file) {
      return {
        toast: {
          title: 'Report Generated Successfully!',
          description: `Your report has been sent to ${email ?? 'your e-mail address'}. The download will start in a moment.`,
          variant: 'success',
        },
        later: () => {
          (deps.downloadReport ?? defaultDownloadReport)(file).catch((error: unknown) => {
            console.error('Report download failed', error);
            deps.toast({ title: 'Download failed', description: `Your report is in your e-mail${email ? ` (${email})` : ''}.`, variant: 'warning' });
          });
        },
      };
    }
    return { toast: { title: 'Payment Successful', description: 'Your report will be sent to your e-mail shortly.', variant: 'success' } };
  }

  if (type === 'wallet') {
    if (payment === 'failed') {
      return { toast: { title: 'Payment Failed', description: 'Your payment could not be processed. Please try again.', variant: 'error' } };
    }
    if (payment !== 'success') return null;
    return {
      toast: { title: 'Wallet Recharged', description: 'Your wallet has been recharged successfully.', variant: 'success' },
      now: () => void deps.refreshUser(),
    };
  }
  return null;
}
