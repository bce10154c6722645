import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { ToastOptions } from '@astrosetu/design-system/toast';
import { useSession } from '@astrosetu/web-core';
import { useMarketplaceText } from '../../locales/use-text';

/** The home page acts on a payment return 2 s after showing its toast. */
export const PAYMENT_RETURN_DELAY_MS = 2000;

export interface PaymentReturnOptions {
  /** The page's toast function (design-system useToast().toast). */
  toast: (options: ToastOptions) => unknown;
  /** Replaceable for tests; by default fetches the PDF with the session's token. */
  downloadReport?: (file: string) => Promise<void>;
}

/**
 * The payment return on the home page (docs/product-rules.md#payments): reads payment=success|failed|error and type=service|
 * astrological-report|wallet from the query string, tells the customer what happened, does the follow-up
 * (go on to /astrologers, download the report, refresh the wallet) and clears the query string.
 * For the home page: `usePaymentReturn({ toast: useToast().toast })`.
 */
export function usePaymentReturn({ toast, downloadReport }: PaymentReturnOptions): void {
  const { t } = useMarketplaceText();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { refreshUser } = useSession();
  const handled = useRef<string | null>(null);
  const timers = useRef<number[]>([]);

  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      pending.forEach((timer) => window.clearTimeout(timer));
    };
  }, []);

  useEffect(() => {
    const payment = params.get('payment');
    const type = params.get('type');
    if (!payment || !type) return;
    const key = params.toString();
    // React may run this effect twice for one return (strict mode): act once.
    if (handled.current === key) return;
    handled.current = key;
    navigate(pathname, { replace: true });

    // The reactions load only now that a payment has returned (a plain visit to / does not download them), with
    // the rest of the catalogue (their toasts use the payment pages' text).
    useMarketplaceText.withCompleteCatalogue(() => import('./payment-return-reactions'))()
      .then(({ reactionTo }) => {
        if (!mounted.current) return;
        const reaction = reactionTo(payment, type, params, { navigate, refreshUser, downloadReport, toast });
        if (!reaction) return;
        toast(reaction.toast);
        reaction.now?.();
        if (reaction.later) timers.current.push(window.setTimeout(reaction.later, PAYMENT_RETURN_DELAY_MS));
      })
      .catch((error: unknown) => {
        console.error('Could not handle the payment return', error);
        toast({ title: t('paymentReturn.unknown'), description: t('paymentReturn.unknownDescription'), variant: 'warning' });
      });
    // t is left out on purpose: a language switch must not replay a handled return.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, pathname, navigate, refreshUser, downloadReport, toast]);
}

