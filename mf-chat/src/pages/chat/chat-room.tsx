import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { ASTROLOGER_GREETING_CLIENT_ID, AUTO_END_GRACE_MINUTES, type Consultation, type User, type UserDetails } from '@astrosetu/contracts';
import { formatClock } from '@astrosetu/design-system/format';
import { createAppTheme } from '@astrosetu/design-system/theme';
import { useToast } from '@astrosetu/design-system/toast';
import { useAppDispatch, walletUpdated } from '@astrosetu/web-core';
import { BirthChartCard, BirthDetailsGate, BirthDetailsPanel } from '../../features/birth-details';
import { ChatSettingsDialog, useChatPreferences } from '../../features/chat-preferences';
import { OffPlatformNote } from '../../features/contact-safety';
import { ConnectionBanners, queuedLines, useChatSession } from '../../features/live-chat';
import { MessageSearchDialog } from '../../features/message-search';
import { useSessionCountdown } from '../../features/session-clock';
import { NoShowCancel, SessionEndSummary } from '../../features/session-end';
import { ExtendSessionDialog } from '../../features/session-extension';
import { CallPanel } from '../../features/voice-call';
import { playChime } from '../../shared/sound/play-chime';
import { BirthDetailsSheet } from './birth-details-sheet';
import { ChatComposerArea, type BeforeStart } from './chat-composer-area';
import { ChatHeader } from './chat-header';
import { ChatMessages } from './chat-messages';
import { ChatRoomActions } from './chat-room-actions';
import { clockFromConsultation, endingOf, endMessage } from './session-ending';
import { SessionNotices } from './session-notices';
import { useNow } from './use-now';
import { useChatText } from '../../locales/use-text';

/** The customer is offered an extension once, at 5 minutes left. */
export const EXTEND_PROMPT_SECONDS = 5 * 60;
/** After the session ends, the astrologer goes back to the dashboard after 2 seconds. */
export const LEAVE_AFTER_END_MS = 2000;

const GRACE_SECONDS = AUTO_END_GRACE_MINUTES * 60;
/** A call warns in its last minute, with Extend for the customer (the call ends by itself at 0:00). */
const CALL_LAST_MINUTE_SECONDS = 60;

export interface ChatRoomProps {
  consultation: Consultation;
  user: User;
}

/**
 * One running consultation, for either side: the chat's features put together. It fills the height the
 * shell gives it (the screen below the nav bar): the header and the composer stay in view, only the messages
 * scroll; on phones and tablets the birth details open in a sheet from the header.
 */
export function ChatRoom({ consultation: opened, user }: ChatRoomProps) {
  const navigate = useNavigate();
  const { t } = useChatText();
  const { toast } = useToast();
  const dispatch = useAppDispatch();
  const side = user.role === 'astrologer' ? 'astrologer' : 'user';
  const myName = side === 'astrologer' ? opened.astrologer.name : user.username;
  const [preferences, updatePreferences] = useChatPreferences(user.id);
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [detailsOpen, setDetailsOpen] = useState(false);

  // The event carries the ledger's balance: the nav bar shows it without fetching the account again.
  const onWalletUpdated = useCallback((balance: number) => dispatch(walletUpdated(balance)), [dispatch]);
  const onNewConsultation = useCallback(
    (event: { userName: string; duration: number; consultationId: number }) =>
      toast({
        title: t('room.newRequest.title'),
        description: t('room.newRequest.text', { name: event.userName, count: event.duration }),
        variant: 'info',
        duration: 8000,
      }),
    [toast, t],
  );
  const me = useMemo(() => ({ side, userId: user.id, name: myName }) as const, [side, user.id, myName]);
  const { state, socket, send, retry, onComposerInput, markEnded } = useChatSession({ consultationId: opened.id, me, onWalletUpdated, onNewConsultation });
  // What this side learnt from its own End (the server's answer), until the end event says the same.
  const [endedHere, setEndedHere] = useState<Consultation | null>(null);
  const consultation = endedHere ?? state.consultation ?? opened;
  const ended = Boolean(state.endedBy) || consultation.status !== 'active';
  const ending = state.ending ?? (endedHere ? endingOf(endedHere) : undefined) ?? (ended ? endingOf(consultation) : undefined);

  // Birth-details gate (customers only, when name or date of birth is missing).
  const [details, setDetails] = useState<Partial<UserDetails> | undefined>(opened.userDetails);
  // A call starts when both hear each other: its birth details are given beside it (panel or voice), not in a gate.
  const isCall = opened.channel === 'call';
  const needsGate = !isCall && side === 'user' && !(opened.userDetails?.name && opened.userDetails?.dateOfBirth) && !opened.detailsDoneAt;
  const [gateDone, setGateDone] = useState(!needsGate);
  const shownDetails = { ...details, ...consultation.userDetails };

  // The billing clock runs only once the session has started (details done and the astrologer there).
  const openedClock = useMemo(() => clockFromConsultation(opened), [opened]);
  const clock = state.clock ?? openedClock;
  const remaining = useSessionCountdown(clock, !ended);
  const started = clock !== undefined;

  const waitingForAstrologer = !isCall && side === 'user' && !started && !ended && !consultation.astrologerJoinedAt;
  // The birth-details step's deadline (the server's, corrected by its clock offset): the session starts then anyway.
  const startsByMs = !started && !ended && consultation.startsBy ? Date.parse(consultation.startsBy) : undefined;
  const now = useNow(waitingForAstrologer || startsByMs !== undefined || (isCall && !ended));
  const noShowCancelable = waitingForAstrologer && now >= Date.parse(consultation.noShowCancelableAt);

  const [extendOpen, setExtendOpen] = useState(false);
  const prompted = useRef(false);
  useEffect(() => {
    if (side !== 'user' || !started || ended || prompted.current || remaining === undefined) return;
    if (remaining > 0 && remaining <= EXTEND_PROMPT_SECONDS) {
      prompted.current = true;
      setExtendOpen(true);
      if (preferences.soundEnabled) playChime();
    }
  }, [side, started, ended, remaining, preferences.soundEnabled]);

  // The end, whoever caused it: the customer stays on an end screen that says why and what was refunded;
  // the astrologer is told and goes back to the dashboard after 2 seconds.
  const leaving = useRef(false);
  useEffect(() => {
    if (!state.endedBy || leaving.current) return;
    leaving.current = true;
    setExtendOpen(false);
    // The customer's refund, if any, reaches the nav bar as the socket's wallet-updated.
    if (side === 'user') return undefined;
    toast({ title: t('room.endedToast'), description: endMessage(state.endedBy, side), variant: state.endedBy === 'system' ? 'warning' : 'info' });
    const timer = setTimeout(() => navigate('/astrologer-dashboard'), LEAVE_AFTER_END_MS);
    return () => clearTimeout(timer);
  }, [state.endedBy, side, navigate, toast, t]);

  const onEndedHere = (endedConsultation: Consultation) => {
    setEndedHere(endedConsultation);
    markEnded(side);
  };

  const [searchOpen, setSearchOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const chatTheme = useMemo(() => createAppTheme(preferences.theme), [preferences.theme]);

  const otherPartyName = side === 'user' ? consultation.astrologer.name : consultation.user.username;
  const otherPartyImage = side === 'user' ? consultation.astrologer.image : undefined;
  const queued = queuedLines(state).length;
  const expired = remaining !== undefined && remaining <= 0 && !ended;
  const notStartedText = started
    ? undefined
    : isCall
      ? t('call.messagesBeforeStart')
      : side === 'astrologer'
      ? t('room.notStarted.astrologer')
      : !consultation.astrologerJoinedAt
        ? t('room.notStarted.waiting', { name: consultation.astrologer.name })
        : gateDone
          ? t('room.notStarted.starting')
          : t('room.notStarted.continue');

  // Until the start nobody writes (the server refuses it): the composer says why; the astrologer may greet once.
  const greeted = state.lines.some((line) => line.clientMessageId === ASTROLOGER_GREETING_CLIENT_ID);
  const beforeStart: BeforeStart | undefined =
    started || ended
      ? undefined
      : {
          reason: isCall
            ? t('call.messagesBeforeStart')
            : side === 'astrologer'
              ? t('room.beforeStart.astrologer')
              : !gateDone
                ? t('room.beforeStart.customerDetails')
                : !consultation.astrologerJoinedAt
                  ? t('room.beforeStart.customerWaiting', { name: consultation.astrologer.name })
                  : t('room.notStarted.starting'),
          ...(startsByMs !== undefined
            ? { startsIn: t('room.beforeStart.startsIn', { time: formatClock(Math.max(0, Math.ceil((startsByMs - now - state.offsetMs) / 1000))) }) }
            : {}),
          ...(side === 'astrologer' && !greeted
            ? { onGreet: () => send(t('room.beforeStart.greeting', { name: myName }), { clientMessageId: ASTROLOGER_GREETING_CLIENT_ID }) }
            : {}),
        };
  const gateStartsIn = startsByMs !== undefined ? t('gate.startsIn', { time: formatClock(Math.max(0, Math.ceil((startsByMs - now - state.offsetMs) / 1000))) }) : undefined;

  const birthDetails = (
    <Stack spacing={2}>
      <BirthDetailsPanel details={shownDetails} />
      <BirthChartCard name={shownDetails.name} dateOfBirth={shownDetails.dateOfBirth} placeOfBirth={shownDetails.placeOfBirth} />
    </Stack>
  );

  return (
    <Box
      sx={{
        flex: '1 1 auto',
        minHeight: 0,
        display: 'flex',
        gap: 2,
        width: '100%',
        maxWidth: 1536,
        mx: 'auto',
        p: { xs: 0, sm: 1.5, md: 3 },
      }}
    >
      {compact ? null : (
        <Box component="aside" aria-label={t('room.customerDetails')} sx={{ width: 280, flexShrink: 0, overflowY: 'auto' }}>
          {birthDetails}
        </Box>
      )}
      <ThemeProvider theme={chatTheme}>
        <Paper
          component="section"
          aria-label={t('room.label', { name: otherPartyName })}
          variant="outlined"
          sx={{
            flex: '1 1 auto',
            minWidth: 0,
            minHeight: 0,
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
            bgcolor: 'background.default',
            color: 'text.primary',
            borderRadius: { xs: 0, sm: 1 },
            borderWidth: { xs: 0, sm: 1 },
          }}
        >
          <ChatHeader
            otherPartyName={otherPartyName}
            otherPartyImage={otherPartyImage}
            connection={state.connection}
            ended={ended}
            packageMinutes={consultation.packageDuration}
            freeExtensions={consultation.astrologerExtensions}
            remainingSeconds={remaining}
            graceSeconds={GRACE_SECONDS}
            notStartedText={notStartedText}
            onSearch={() => setSearchOpen(true)}
            onSettings={() => setSettingsOpen(true)}
            onBirthDetails={compact ? () => setDetailsOpen(true) : undefined}
            actions={
              <ChatRoomActions
                consultation={consultation}
                side={side}
                otherPartyName={otherPartyName}
                started={started}
                ended={ended}
                onExtend={() => setExtendOpen(true)}
                onEnded={onEndedHere}
              />
            }
          />
          <Box sx={{ flexShrink: 0 }}>
            <ConnectionBanners connection={state.connection} queuedCount={queued} />
          </Box>
          <SessionNotices
            side={side}
            joinError={state.joinError}
            endedBy={state.endedBy}
            ended={ended}
            expired={expired}
            remainingSeconds={remaining}
            graceSeconds={GRACE_SECONDS}
          />
          {isCall && started && !ended && remaining !== undefined && remaining > 0 && remaining <= CALL_LAST_MINUTE_SECONDS ? (
            <Alert
              severity="warning"
              role="alert"
              sx={{ borderRadius: 0, flexShrink: 0 }}
              action={side === 'user' ? <Button color="inherit" onClick={() => setExtendOpen(true)}>{t('call.lastMinute.extend')}</Button> : undefined}
            >
              {t(side === 'user' ? 'call.lastMinute.customer' : 'call.lastMinute.astrologer')}
            </Alert>
          ) : null}
          {isCall ? (
            <CallPanel
              consultationId={consultation.id}
              side={side}
              otherPartyName={otherPartyName}
              callState={consultation.callState}
              callStateUntil={consultation.callStateUntil}
              offsetMs={state.offsetMs}
              now={now}
              socket={socket}
              // The booked time is up: the audio stops at 0:00 (the server ends the call within its sweep).
              ended={ended || (remaining !== undefined && remaining <= 0)}
            />
          ) : null}
          {noShowCancelable ? <NoShowCancel consultation={consultation} astrologerName={consultation.astrologer.name} onEnded={onEndedHere} /> : null}
          {side === 'user' ? <OffPlatformNote /> : null}
          <ChatMessages
            consultation={consultation}
            side={side}
            lines={state.lines}
            theirReceipts={state.theirReceipts}
            typingName={state.typing?.name}
            fontSize={preferences.fontSize}
            onRetry={retry}
            emptyText={side === 'user' ? t('room.empty.customer', { name: otherPartyName }) : t('room.empty.astrologer')}
          />
          {ended && side === 'user' ? (
            <SessionEndSummary
              consultationId={consultation.id}
              ending={ending}
              fallbackText={endMessage(state.endedBy ?? consultation.endedBy ?? 'system', side)}
              canReview={endedHere ? endedHere.canReview : !consultation.reviewId}
              onLeave={() => navigate('/')}
            />
          ) : null}
          <ChatComposerArea side={side} ended={ended} beforeStart={beforeStart} onSend={send} onInput={onComposerInput} />
        </Paper>
      </ThemeProvider>

      {compact ? (
        <BirthDetailsSheet
          open={detailsOpen}
          onClose={() => setDetailsOpen(false)}
          title={side === 'astrologer' ? t('room.detailsSheet.about', { name: consultation.user.username }) : t('room.detailsSheet.shared')}
        >
          {birthDetails}
        </BirthDetailsSheet>
      ) : null}

      {side === 'user' ? (
        <BirthDetailsGate
          // The step ends with the session's start: at the deadline the server starts it without the details.
          open={!gateDone && !started}
          consultationId={consultation.id}
          startsInText={gateStartsIn}
          initial={{
            name: opened.userDetails?.name ?? user.username,
            dateOfBirth: opened.userDetails?.dateOfBirth ?? user.dateOfBirth,
            timeOfBirth: opened.userDetails?.timeOfBirth ?? user.timeOfBirth,
            placeOfBirth: opened.userDetails?.placeOfBirth ?? user.placeOfBirth,
            question: opened.userDetails?.question,
          }}
          onDone={(saved) => {
            if (saved) setDetails(saved);
            setGateDone(true);
          }}
        />
      ) : null}
      {side === 'user' ? (
        <ExtendSessionDialog
          open={extendOpen && !ended}
          consultationId={consultation.id}
          astrologerId={consultation.astrologerId}
          astrologerName={consultation.astrologer.name}
          balance={user.balance}
          onClose={() => setExtendOpen(false)}
        />
      ) : null}
      <MessageSearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} messages={state.lines} />
      <ChatSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} preferences={preferences} onChange={updatePreferences} />
    </Box>
  );
}
