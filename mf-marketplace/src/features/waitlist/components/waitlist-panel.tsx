import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WAITLIST_CALL_MINUTES, type Astrologer } from '@astrosetu/contracts';
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
  const navigate = useNavigate();
  const { toast } = useToast();
  const { user, refreshUser } = useSession();
  const isCustomer = user?.role === 'user';
  const status = useAstrologerQueueStatusQuery(astrologer.id, { skip: !isCustomer, pollingInterval: 15_000, refetchOnMountOrArgChange: true });
  const mine = useMyWaitlistQuery(undefined, { skip: !isCustomer, refetchOnMountOrArgChange: true });
  const [join, joining] = useJoinWaitlistMutation();
  const [leave, leaving] = useLeaveWaitlistMutation();
  const [accept, accepting] = useAcceptWaitlistCallMutation();
  const entry = mine.data ?? null;
  useLiveWaitlist(isCustomer && entry !== null);
  const secondsLeft = useSecondsLeft(entry?.status === 'called' ? entry.callExpiresAt : null);

  if (!isCustomer) return null;

  const failed = (title: string) => (cause: unknown) => toast({ title, description: normaliseApiError(cause).message, variant: 'error' });
  const onJoin = () => void join({ astrologerId: astrologer.id }).unwrap().catch(failed('Could not join the queue'));
  const onLeave = () => void leave().unwrap().catch(failed('Could not leave the queue'));
  const onAccept = () =>
    void accept({ duration: ACCEPT_DURATION })
      .unwrap()
      .then(() => {
        void refreshUser();
        navigate('/chat');
      })
      .catch(failed('Could not start the consultation'));

  if (entry && entry.astrologerId !== astrologer.id && (entry.status === 'waiting' || entry.status === 'called')) {
    return (
      <Alert severity="info" data-testid="waitlist-panel">
        You are in {entry.astrologerName}’s queue. Leave it to join another one.{' '}
        <Button size="small" onClick={onLeave} disabled={leaving.isLoading}>
          Leave queue
        </Button>
      </Alert>
    );
  }

  if (entry?.status === 'called') {
    return (
      <Alert severity="success" data-testid="waitlist-panel" role="alert">
        <AlertTitle>It is your turn with {astrologer.name}</AlertTitle>
        <Stack spacing={1.5}>
          <Typography variant="body2">
            Accept within {secondsLeft !== null ? clock(secondsLeft) : `${WAITLIST_CALL_MINUTES}:00`} to start a {ACCEPT_DURATION}-minute
            consultation, paid from your wallet at the package price. Otherwise the next customer is called.
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={onAccept} disabled={accepting.isLoading}>
              Accept and start chat
            </Button>
            <Button onClick={onLeave} disabled={leaving.isLoading}>
              Leave queue
            </Button>
          </Stack>
        </Stack>
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
            Leave queue
          </Button>
        }
      >
        <AlertTitle>
          You are number {entry.position} in {astrologer.name}’s queue
        </AlertTitle>
        About {entry.estimatedWaitMinutes} {entry.estimatedWaitMinutes === 1 ? 'minute' : 'minutes'} to wait (an estimate). Keep this page
        open: when it is your turn you have {WAITLIST_CALL_MINUTES} minutes to accept.
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
            Join the queue
          </Button>
        ) : undefined
      }
    >
      {expired
        ? `Your turn with ${astrologer.name} passed because it was not accepted within ${WAITLIST_CALL_MINUTES} minutes.`
        : `${astrologer.name} is in a consultation${status.data && status.data.waiting > 0 ? ` and ${status.data.waiting} ${status.data.waiting === 1 ? 'customer is' : 'customers are'} waiting` : ''}. Join the queue and we will call you when it is your turn.`}
    </Alert>
  );
}
