import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { AUTO_END_GRACE_MINUTES, type Consultation, type ConsultationEndedEvent, type User, type UserDetails } from '@astrosetu/contracts';
import { createAppTheme } from '@astrosetu/design-system/theme';
import { formatClock } from '@astrosetu/design-system/format';
import { useToast } from '@astrosetu/design-system/toast';
import { useSession } from '@astrosetu/web-core';
import { BirthChartCard, BirthDetailsGate, BirthDetailsPanel } from '../../features/birth-details';
import { ChatSettingsDialog, useChatPreferences } from '../../features/chat-preferences';
import { MaskedNotice, OffPlatformNote, ReportMessageButton } from '../../features/contact-safety';
import {
  ConnectionBanners,
  type ChatLine,
  MessageComposer,
  MessageList,
  QuickReplyBar,
  queuedLines,
  quickRepliesFor,
  useChatSession,
} from '../../features/live-chat';
import { MessageSearchDialog } from '../../features/message-search';
import { useSessionCountdown } from '../../features/session-clock';
import { EndCallButton, NoShowCancel, SessionEndSummary } from '../../features/session-end';
import { AstrologerExtendButton, ExtendSessionDialog } from '../../features/session-extension';
import { playChime } from '../../shared/sound/play-chime';
import { ChatHeader } from './chat-header';

/** The customer is offered an extension once, at 5 minutes left. */
export const EXTEND_PROMPT_SECONDS = 5 * 60;
/** After the session ends, the astrologer goes back to the dashboard after 2 seconds. */
export const LEAVE_AFTER_END_MS = 2000;

const GRACE_SECONDS = AUTO_END_GRACE_MINUTES * 60;

export interface ChatRoomProps {
  consultation: Consultation;
  user: User;
}

function endMessage(endedBy: string, side: 'user' | 'astrologer'): string {
  if (endedBy === 'system') return 'Your consultation time has expired. The session has been automatically ended.';
  if (endedBy === 'astrologer' && side === 'user') return 'The consultation has been ended by the astrologer.';
  if (endedBy === 'user' && side === 'astrologer') return 'The customer has ended the consultation.';
  if (endedBy === 'admin') return 'The consultation was ended by support.';
  return 'Thank you for your consultation.';
}

/** The billing clock of a consultation that has started (its times are this browser's until the server's arrive). */
function clockFromConsultation(consultation: Consultation) {
  if (!consultation.startedAt) return undefined;
  return { startedAtMs: Date.parse(consultation.startedAt), durationMinutes: consultation.duration, offsetMs: 0 };
}

/** The time now, ticking every second while `active` (for moments the page waits for, like the no-show offer). */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function endingOf(consultation: Consultation): Pick<ConsultationEndedEvent, 'endReason' | 'status' | 'usedMinutes' | 'refundedAmount'> | undefined {
  if (!consultation.endReason) return undefined;
  return {
    endReason: consultation.endReason,
    status: consultation.status === 'cancelled' ? 'cancelled' : 'completed',
    usedMinutes: consultation.usedMinutes ?? 0,
    refundedAmount: consultation.refundedAmount ?? 0,
  };
}

/**
 * One running consultation, for either side: the chat's features put together. It fills the height the
 * shell gives it (the screen below the nav bar): the header and the composer stay in view, only the messages
 * scroll; on phones and tablets the birth details open in a sheet from the header.
 */
export function ChatRoom({ consultation: opened, user }: ChatRoomProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { refreshUser } = useSession();
  const side = user.role === 'astrologer' ? 'astrologer' : 'user';
  const myName = side === 'astrologer' ? opened.astrologer.name : user.username;
  const [preferences, updatePreferences] = useChatPreferences(user.id);
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [detailsOpen, setDetailsOpen] = useState(false);

  const onWalletUpdated = useCallback(() => void refreshUser(), [refreshUser]);
  const onNewConsultation = useCallback(
    (event: { userName: string; duration: number; consultationId: number }) =>
      toast({
        title: 'New consultation request',
        description: `${event.userName} booked a ${event.duration}-minute consultation.`,
        variant: 'info',
        duration: 8000,
      }),
    [toast],
  );
  const me = useMemo(() => ({ side, userId: user.id, name: myName }) as const, [side, user.id, myName]);
  const { state, send, retry, onComposerInput, markEnded } = useChatSession({ consultationId: opened.id, me, onWalletUpdated, onNewConsultation });
  // What this side learnt from its own End (the server's answer), until the end event says the same.
  const [endedHere, setEndedHere] = useState<Consultation | null>(null);
  const consultation = endedHere ?? state.consultation ?? opened;
  const ended = Boolean(state.endedBy) || consultation.status !== 'active';
  const ending = state.ending ?? (endedHere ? endingOf(endedHere) : undefined) ?? (ended ? endingOf(consultation) : undefined);

  // Birth-details gate (customers only, when name or date of birth is missing).
  const [details, setDetails] = useState<Partial<UserDetails> | undefined>(opened.userDetails);
  const needsGate = side === 'user' && !(opened.userDetails?.name && opened.userDetails?.dateOfBirth) && !opened.detailsDoneAt;
  const [gateDone, setGateDone] = useState(!needsGate);
  const shownDetails = { ...details, ...consultation.userDetails };

  // The billing clock runs only once the session has started (details done and the astrologer there).
  const openedClock = useMemo(() => clockFromConsultation(opened), [opened]);
  const clock = state.clock ?? openedClock;
  const remaining = useSessionCountdown(clock, !ended);
  const started = clock !== undefined;

  const waitingForAstrologer = side === 'user' && !started && !ended && !consultation.astrologerJoinedAt;
  const now = useNow(waitingForAstrologer);
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
    if (side === 'user') {
      void refreshUser();
      return undefined;
    }
    toast({ title: 'Session Ended', description: endMessage(state.endedBy, side), variant: state.endedBy === 'system' ? 'warning' : 'info' });
    const timer = setTimeout(() => navigate('/astrologer-dashboard'), LEAVE_AFTER_END_MS);
    return () => clearTimeout(timer);
  }, [state.endedBy, side, navigate, toast, refreshUser]);

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
    : side === 'astrologer'
      ? 'Starts when the customer is ready'
      : !consultation.astrologerJoinedAt
        ? `Waiting for ${consultation.astrologer.name}`
        : gateDone
          ? 'Starting…'
          : 'Starts when you continue';

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
        <Box component="aside" aria-label="Customer details" sx={{ width: 280, flexShrink: 0, overflowY: 'auto' }}>
          {birthDetails}
        </Box>
      )}
      <ThemeProvider theme={chatTheme}>
        <Paper
          component="section"
          aria-label={`Consultation with ${otherPartyName}`}
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
              <>
                {side === 'astrologer' ? (
                  <AstrologerExtendButton consultationId={consultation.id} given={consultation.astrologerExtensions} disabled={ended || !started} />
                ) : (
                  <Button variant="outlined" size="small" onClick={() => setExtendOpen(true)} disabled={ended || !started}>
                    Extend
                  </Button>
                )}
                <EndCallButton
                  consultation={consultation}
                  side={side}
                  otherPartyName={otherPartyName}
                  remainingSeconds={remaining}
                  disabled={ended}
                  onEnded={onEndedHere}
                />
              </>
            }
          />
          <Box sx={{ flexShrink: 0 }}>
            <ConnectionBanners connection={state.connection} queuedCount={queued} />
          </Box>
          {state.joinError ? (
            <Alert severity="error" sx={{ m: 1.5, flexShrink: 0 }}>
              {state.joinError.message}
            </Alert>
          ) : null}
          {ended && side === 'astrologer' && state.endedBy ? (
            <Alert severity="info" sx={{ mx: 1.5, mt: 1, flexShrink: 0 }}>
              {endMessage(state.endedBy, side)}
            </Alert>
          ) : null}
          {noShowCancelable ? <NoShowCancel consultation={consultation} astrologerName={consultation.astrologer.name} onEnded={onEndedHere} /> : null}
          {expired ? (
            <Alert severity="error" sx={{ mx: 1.5, mt: 1, flexShrink: 0 }}>
              The booked time is over. The session ends automatically in {formatClock(Math.max(0, GRACE_SECONDS + remaining))}.
              {side === 'user' ? ' Extend it to keep talking.' : ''}
            </Alert>
          ) : null}
          {side === 'user' ? <OffPlatformNote /> : null}
          <MessageList
            renderAfter={(line: ChatLine) => (
              <>
                {line.maskedKinds ? <MaskedNotice kinds={line.maskedKinds} own={line.own} /> : null}
                {side === 'user' && !line.own && line.id !== undefined ? (
                  <ReportMessageButton
                    astrologerId={consultation.astrologerId}
                    astrologerName={consultation.astrologer.name}
                    consultationId={consultation.id}
                    messageId={line.id}
                    message={line.message}
                  />
                ) : null}
              </>
            )}
            lines={state.lines}
            theirReceipts={state.theirReceipts}
            typingName={state.typing?.name}
            fontSize={preferences.fontSize}
            lang={preferences.language}
            onRetry={retry}
            emptyText={side === 'user' ? `Say namaste to ${otherPartyName} or pick a topic below.` : 'No messages yet.'}
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
          {!ended ? (
            <Box sx={{ flexShrink: 0 }}>
              <QuickReplyBar replies={quickRepliesFor(side)} onPick={send} label={side === 'user' ? 'Quick replies' : 'Quick responses'} />
              <MessageComposer onSend={send} onInput={onComposerInput} />
            </Box>
          ) : side === 'astrologer' ? (
            <Box sx={{ flexShrink: 0 }}>
              <MessageComposer onSend={send} onInput={onComposerInput} disabled placeholder="This consultation has ended" />
            </Box>
          ) : null}
        </Paper>
      </ThemeProvider>

      {compact ? (
        <Drawer
          anchor="bottom"
          open={detailsOpen}
          onClose={() => setDetailsOpen(false)}
          slotProps={{ paper: { sx: { maxHeight: '85%', borderTopLeftRadius: 16, borderTopRightRadius: 16 } } }}
        >
          <Stack spacing={1} sx={{ p: 2 }}>
            <Stack direction="row" justifyContent="space-between" alignItems="center">
              <Typography variant="subtitle2" color="text.secondary">
                {side === 'astrologer' ? `About ${consultation.user.username}` : 'Shared with your astrologer'}
              </Typography>
              <Button onClick={() => setDetailsOpen(false)}>Close</Button>
            </Stack>
            {birthDetails}
          </Stack>
        </Drawer>
      ) : null}

      {side === 'user' ? (
        <BirthDetailsGate
          open={!gateDone}
          consultationId={consultation.id}
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
