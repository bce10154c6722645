import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { ToastOptions } from '@astrosetu/design-system/toast';
import { useSession } from '@astrosetu/web-core';
import { downloadReport as defaultDownloadReport } from './download-report';

/** Spec 9: the home page acts on a payment return 2 s after showing its toast. */
export const PAYMENT_RETURN_DELAY_MS = 2000;

const PAYMENT_ERROR: ToastOptions = {
  title: 'Payment Error',
  description: 'There was an error processing your payment. Please contact support if this persists.',
  variant: 'error',
};

interface Reaction {
  toast: ToastOptions;
  /** Runs 2 s after the toast. */
  later?: () => void;
  /** Runs at once (e.g. refresh the wallet balance). */
  now?: () => void;
}

export interface PaymentReturnOptions {
  /** The page's toast function (design-system useToast().toast). */
  toast: (options: ToastOptions) => unknown;
  /** Replaceable for tests; by default fetches the PDF with the session's token. */
  downloadReport?: (file: string) => Promise<void>;
}

/**
 * Spec 4, "Payment return on the home page": reads payment=success|failed|error and type=service|
 * astrological-report|wallet from the query string, tells the customer what happened, does the follow-up
 * (go on to /astrologers, download the report, refresh the wallet) and clears the query string.
 * For the home page: `usePaymentReturn({ toast: useToast().toast })`.
 */
export function usePaymentReturn({ toast, downloadReport = defaultDownloadReport }: PaymentReturnOptions): void {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { refreshUser } = useSession();
  const handled = useRef<string | null>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  useEffect(() => {
    const payment = params.get('payment');
    const type = params.get('type');
    if (!payment || !type) return;
    const key = params.toString();
    // React may run this effect twice for one return (strict mode): act once.
    if (handled.current === key) return;
    handled.current = key;

    const reaction = reactionTo(payment, type, params, { navigate, refreshUser, downloadReport, toast });
    if (reaction) {
      toast(reaction.toast);
      reaction.now?.();
      if (reaction.later) timers.current.push(window.setTimeout(reaction.later, PAYMENT_RETURN_DELAY_MS));
    }
    navigate(pathname, { replace: true });
  }, [params, pathname, navigate, refreshUser, downloadReport, toast]);
}

function reactionTo(
  payment: string,
  type: string,
  params: URLSearchParams,
  deps: {
    navigate: ReturnType<typeof useNavigate>;
    refreshUser: () => Promise<unknown>;
    downloadReport: (file: string) => Promise<void>;
    toast: (options: ToastOptions) => unknown;
  },
): Reaction | null {
  if (payment === 'error') return { toast: PAYMENT_ERROR };

  if (type === 'service') {
    if (payment === 'failed') {
      return { toast: { title: 'Payment Failed', description: 'Your service payment could not be processed. Please try again.', variant: 'error' } };
    }
    if (payment !== 'success') return null;
    const category = params.get('category');
    const service = params.get('service');
    const onward = params.get('redirect') === 'astrologers' && category
      ? `/astrologers?${new URLSearchParams({ category, ...(service ? { service } : {}) }).toString()}`
      : '/astrologers';
    return {
      toast: { title: 'Payment Successful', description: 'Your payment was received. Let us find you the right astrologer.', variant: 'success' },
      later: () => deps.navigate(onward),
    };
  }

  if (type === 'astrological-report') {
    if (payment === 'failed') {
      return { toast: { title: 'Payment Failed', description: 'Your astrological report payment could not be processed. Please try again.', variant: 'error' } };
    }
    if (payment !== 'success') return null;
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
          deps.downloadReport(file).catch((error: unknown) => {
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
