import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { WAITLIST_CALL_MINUTES, type Astrologer, type ConsultationChannel } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError, useSession } from '@astrosetu/web-core';
import {
  useAcceptWaitlistCallMutation,
  useAstrologerQueueStatusQuery,
  useJoinWaitlistMutation,
  useLeaveWaitlistMutation,
  useMyWaitlistQuery,
} from '../api/waitlist-api';
import { useLiveWaitlist } from '../model/use-live-waitlist';
import { useSecondsLeft } from '../model/use-seconds-left';
import { notifyTurn, playTurnTone, prepareTurnAlerts } from '../model/turn-alert';
import { TurnBanner } from './turn-banner';
import { useVerifiedAccount } from '../../../shared/account-verification/verified-account';
import { useMarketplaceText } from '../../../locales/use-text';

/** The package booked when the customer accepts their turn: 15 minutes, the most popular one. */
const ACCEPT_DURATION = 15;

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The waitlist of one astrologer for a signed-in customer: join when they are online but busy, the live
 * position and estimate while waiting, and the 2-minute call to accept. The server decides every step.
 */
export function WaitlistPanel({ astrologer }: { astrologer: Astrologer }) {
  const { t } = useMarketplaceText();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { user, refreshUser } = useSession();
  const { ensureVerified } = useVerifiedAccount();
  const isCustomer = user?.role === 'user';
  const status = useAstrologerQueueStatusQuery(astrologer.id, { skip: !isCustomer, pollingInterval: 15_000, refetchOnMountOrArgChange: true });
  const mine = useMyWaitlistQuery(undefined, { skip: !isCustomer, refetchOnMountOrArgChange: true });
  const [join, joining] = useJoinWaitlistMutation();
  const [leave, leaving] = useLeaveWaitlistMutation();
  const [accept, accepting] = useAcceptWaitlistCallMutation();
  const entry = mine.data ?? null;
  useLiveWaitlist(isCustomer && entry !== null);
  const secondsLeft = useSecondsLeft(entry?.status === 'called' ? entry.callExpiresAt : null);

  // Each call is announced once (tone, and a notification when allowed), however often the entry is pushed again.
  const announced = useRef<number | null>(null);
  const calledId = entry?.status === 'called' ? entry.id : null;
  const calledName = entry?.status === 'called' ? entry.astrologerName : null;
  useEffect(() => {
    if (calledId === null || calledName === null || announced.current === calledId) return;
    announced.current = calledId;
    playTurnTone();
    notifyTurn(t('waitlist.called.title', { name: calledName }), t('waitlist.called.notification', { count: WAITLIST_CALL_MINUTES }), `waitlist-${calledId}`);
  }, [calledId, calledName, t]);

  if (!isCustomer) return null;

  const failed = (title: string) => (cause: unknown) => toast({ title, description: normaliseApiError(cause).message, variant: 'error' });
  const onJoin = () => {
    // The tap that joins is the moment a browser lets the page ask about notifications and prepare its sound.
    prepareTurnAlerts();
    void ensureVerified().then((verified) => {
      if (verified) void join({ astrologerId: astrologer.id }).unwrap().catch(failed(t('waitlist.joinFailed')));
    });
  };
  const onLeave = () => void leave().unwrap().catch(failed(t('waitlist.leaveFailed')));
  const onAccept = (channel: ConsultationChannel) =>
    void accept({ duration: ACCEPT_DURATION, channel })
      .unwrap()
      .then(() => {
        void refreshUser();
        navigate('/chat');
      })
      .catch(failed(t('waitlist.acceptFailed')));

  // The call comes first, on whichever astrologer's page the customer is: it lasts only WAITLIST_CALL_MINUTES.
  if (entry?.status === 'called') {
    return (
      <TurnBanner
        title={t('waitlist.called.title', { name: entry.astrologerName })}
        description={t('waitlist.called.description', { time: secondsLeft !== null ? clock(secondsLeft) : `${WAITLIST_CALL_MINUTES}:00`, count: ACCEPT_DURATION })}
        acceptLabel={t('waitlist.called.accept')}
        leaveLabel={t('waitlist.leave')}
        onAccept={() => onAccept('chat')}
        // A call is offered on the called astrologer's own page, where their call rate is known.
        call={
          entry.astrologerId === astrologer.id && astrologer.takesCalls && astrologer.callRatePerMinute
            ? { label: t('waitlist.called.acceptCall', { rate: astrologer.callRatePerMinute }), onAccept: () => onAccept('call') }
            : undefined
        }
        onLeave={onLeave}
        accepting={accepting.isLoading}
        leaving={leaving.isLoading}
      />
    );
  }

  if (entry && entry.astrologerId !== astrologer.id && entry.status === 'waiting') {
    return (
      <Alert severity="info" data-testid="waitlist-panel">
        {t('waitlist.inOtherQueue', { name: entry.astrologerName })}{' '}
        <Button size="small" onClick={onLeave} disabled={leaving.isLoading}>
          {t('waitlist.leave')}
        </Button>
      </Alert>
    );
  }

  if (entry?.status === 'waiting') {
    return (
      <Alert
        severity="info"
        data-testid="waitlist-panel"
        action={
          <Button color="inherit" size="small" onClick={onLeave} disabled={leaving.isLoading}>
            {t('waitlist.leave')}
          </Button>
        }
      >
        <AlertTitle>
          {t('waitlist.waiting.title', { position: entry.position, name: astrologer.name })}
        </AlertTitle>
        {t('waitlist.waiting.estimate', { count: entry.estimatedWaitMinutes })} {t('waitlist.waiting.keepOpen', { count: WAITLIST_CALL_MINUTES })}
      </Alert>
    );
  }

  const expired = entry?.status === 'expired';
  if (!status.data?.canJoin && !expired) return null;
  return (
    <Alert
      severity={expired ? 'warning' : 'info'}
      data-testid="waitlist-panel"
      action={
        status.data?.canJoin ? (
          <Button color="inherit" size="small" onClick={onJoin} disabled={joining.isLoading}>
            {t('waitlist.join')}
          </Button>
        ) : undefined
      }
    >
      {expired
        ? t('waitlist.expired', { name: astrologer.name, count: WAITLIST_CALL_MINUTES })
        : status.data && status.data.waiting > 0
          ? t('waitlist.busyWithQueue', { name: astrologer.name, count: status.data.waiting })
          : t('waitlist.busy', { name: astrologer.name })}
    </Alert>
  );
}
