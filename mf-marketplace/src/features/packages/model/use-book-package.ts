import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  bookingUserDetailsSchema,
  insufficientBalanceDetailsSchema,
  packagePriceInPaise,
  packagePriceWithFreeMinutesInPaise,
  type Astrologer,
  type ConsultationChannel,
  type CreateConsultationRequest,
  type User,
} from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError, useSession } from '@astrosetu/web-core';
import { useBookConsultationMutation } from '../../../shared/api/consultations-api';
import { isVerificationRefusal, useVerifiedAccount } from '../../../shared/account-verification/verified-account';
import { rateOf } from '../../../shared/astrologers/channel-rate';
import { useMarketplaceText } from '../../../locales/use-text';

/** The wallet is short for a package: what it costs and what there is (paise). */
export interface TopUpOffer {
  minutes: number;
  /** The package's channel: the top-up books the same (a call at the call rate). */
  channel: ConsultationChannel;
  price: number;
  balance: number;
}

export interface BookPackage {
  /** Buys `minutes` from the wallet and opens the chat, or offers a top-up when the wallet is short. */
  choose: (minutes: number) => Promise<void>;
  /** The package being bought. */
  pendingMinutes: number | null;
  offer: TopUpOffer | null;
  dismissOffer: () => void;
}

/** Birth details from the profile go with the booking when complete, so the chat need not ask again. */
function userDetailsFrom(user: User | null): CreateConsultationRequest['userDetails'] {
  if (!user) return undefined;
  const parsed = bookingUserDetailsSchema.safeParse({
    name: user.username,
    dateOfBirth: user.dateOfBirth,
    timeOfBirth: user.timeOfBirth,
    placeOfBirth: user.placeOfBirth,
  });
  return parsed.success ? parsed.data : undefined;
}

/** A 409 that names the customer's running session with this astrologer (as opposed to any other refusal). */
function hasActiveConsultation(details: unknown): boolean {
  return typeof details === 'object' && details !== null && 'activeConsultationId' in details;
}

/**
 * Booking a package (docs/product-rules.md#chat-session): a wallet-paid package creates an active, paid consultation and opens /chat.
 * The server computes the cost; a short wallet is caught before asking (nothing is booked) and again from
 * the server's 402, and either way the customer is offered a top-up. Needs a ToastProvider above.
 * A call is the same booking on channel 'call' at the call rate; it opens the same room (/chat), which shows the call.
 */
export function useBookPackage(astrologer: Astrologer | undefined, balance: number | null, freeFirstMinutes = 0, channel: ConsultationChannel = 'chat'): BookPackage {
  const { t } = useMarketplaceText();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { user, refreshUser } = useSession();
  const { ensureVerified } = useVerifiedAccount();
  const [bookConsultation] = useBookConsultationMutation();
  const [pendingMinutes, setPendingMinutes] = useState<number | null>(null);
  const [offer, setOffer] = useState<TopUpOffer | null>(null);
  const inFlight = useRef(false);

  const choose = useCallback(
    async (minutes: number, retried = false): Promise<void> => {
      if (!astrologer || inFlight.current) return;
      // A first booking waits for a verified e-mail and mobile number (docs/trust.md#verified-accounts), before any
      // top-up is offered: money is not asked for a booking the server would refuse.
      if (!(await ensureVerified())) return;
      const ratePerMinute = rateOf(astrologer, channel);
      const price =
        freeFirstMinutes > 0 ? packagePriceWithFreeMinutesInPaise(ratePerMinute, minutes) : packagePriceInPaise(ratePerMinute, minutes);
      if (balance !== null && balance < price) {
        setOffer({ minutes, channel, price, balance });
        return;
      }
      inFlight.current = true;
      setPendingMinutes(minutes);
      let verifyAndRetry = false;
      try {
        const userDetails = userDetailsFrom(user);
        await bookConsultation({
          astrologerId: astrologer.id,
          duration: minutes,
          ...(channel === 'call' ? { channel } : {}),
          ...(userDetails ? { userDetails } : {}),
        }).unwrap();
        // The navigation bar's balance follows the debit at once.
        void refreshUser();
        navigate('/chat');
      } catch (cause) {
        const error = normaliseApiError(cause);
        if (error.code === 'INSUFFICIENT_BALANCE') {
          const details = insufficientBalanceDetailsSchema.safeParse(error.body?.error.details);
          setOffer({ minutes, channel, price: details.success ? details.data.required : price, balance: details.success ? details.data.balance : (balance ?? 0) });
          void refreshUser();
        } else if (isVerificationRefusal(error.code)) {
          // The session's copy of the account was older than the server's (the number changed in another tab).
          verifyAndRetry = true;
        } else if (error.code === 'SPENDING_CAP_REACHED') {
          // The customer's own limit: the server's message says what is left and where to change it.
          toast({ title: t('packages.book.capReached'), description: error.message, variant: 'warning' });
        } else if (error.status === 409 && channel === 'call' && !hasActiveConsultation(error.body?.error.details)) {
          // The astrologer stopped taking calls since the page loaded: the server's words say so; nothing was booked.
          toast({ title: t('packages.book.failed'), description: error.message, variant: 'warning' });
        } else if (error.status === 409) {
          toast({ title: t('packages.book.alreadyInSession'), description: t('packages.book.alreadyInSessionDescription', { name: astrologer.name }), variant: 'info' });
          navigate('/chat');
        } else {
          console.error('Booking a package failed', cause);
          toast({
            title: error.isNetworkError ? t('packages.book.networkError') : t('packages.book.failed'),
            description: error.isNetworkError ? t('packages.book.networkErrorDescription') : error.message,
            variant: 'error',
          });
        }
      } finally {
        inFlight.current = false;
        setPendingMinutes(null);
      }
      if (verifyAndRetry && !retried) {
        const fresh = await refreshUser();
        if (await ensureVerified(fresh)) await choose(minutes, true);
      }
    },
    [astrologer, balance, bookConsultation, channel, ensureVerified, freeFirstMinutes, navigate, refreshUser, t, toast, user],
  );

  return { choose, pendingMinutes, offer, dismissOffer: useCallback(() => setOffer(null), []) };
}
