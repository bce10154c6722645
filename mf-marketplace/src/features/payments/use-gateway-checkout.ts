import { useCallback, useEffect, useState } from 'react';
import type { CreatePaymentResponse } from '@astrosetu/contracts';
import { normaliseApiError } from '@astrosetu/web-core';
import { INVALID_PAYMENT_DATA, postToGateway } from '@astrosetu/web-core/files';
import { useMarketplaceText } from '../../locales/use-text';

export type CheckoutStatus = 'idle' | 'processing';

/** Thrown by a createPayment callback that has already dealt with the situation (e.g. navigated away). */
export class CheckoutHandled extends Error {
  constructor() {
    super('Checkout handled by the page');
    this.name = 'CheckoutHandled';
  }
}

export interface GatewayCheckout {
  status: CheckoutStatus;
  /** Why the last attempt stopped before reaching the gateway, for the page to show. */
  error: string | null;
  /** Creates the payment on the server, then posts it to the gateway (the browser leaves the site). */
  pay: (createPayment: () => Promise<CreatePaymentResponse>) => Promise<void>;
}

/**
 * The payment flow (docs/product-rules.md#payments): idle -> processing -> the browser leaves for the gateway. A failed
 * creation or form post returns to idle. Invalid gateway data is logged only.
 */
export function useGatewayCheckout(): GatewayCheckout {
  const { t } = useMarketplaceText();
  const [status, setStatus] = useState<CheckoutStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  // Coming back from the gateway with the Back button restores this page from the back/forward cache.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setStatus('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const pay = useCallback(async (createPayment: () => Promise<CreatePaymentResponse>) => {
    setStatus('processing');
    setError(null);
    let payment: CreatePaymentResponse;
    try {
      payment = await createPayment();
    } catch (cause) {
      setStatus('idle');
      if (cause instanceof CheckoutHandled) return;
      const { message, status: httpStatus } = normaliseApiError(cause);
      console.error('Payment could not be created', cause);
      setError(httpStatus !== null && httpStatus < 500 ? message : t('payment.failedMessage'));
      return;
    }
    try {
      await postToGateway(payment.paymentUrl, payment.paymentData);
    } catch (cause) {
      console.error(cause instanceof Error && cause.message === INVALID_PAYMENT_DATA ? INVALID_PAYMENT_DATA : 'Payment form could not be posted', cause);
      setStatus('idle');
    }
  }, [t]);

  return { status, error, pay };
}
