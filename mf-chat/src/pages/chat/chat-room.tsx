import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ThemeProvider } from '@mui/material/styles';
import { AUTO_END_GRACE_MINUTES, type Consultation, type User, type UserDetails } from '@astrosetu/contracts';
import { createAppTheme } from '@astrosetu/design-system/theme';
import { formatClock } from '@astrosetu/design-system/format';
import { useToast } from '@astrosetu/design-system/toast';
import { useSession } from '@astrosetu/web-core';
import { BirthChartCard, BirthDetailsGate, BirthDetailsPanel } from '../../features/birth-details';
import { ChatSettingsDialog, useChatPreferences } from '../../features/chat-preferences';
import {
  ConnectionBanners,
  MessageComposer,
  MessageList,
  QuickReplyBar,
  queuedLines,
  quickRepliesFor,
  useChatSession,
} from '../../features/live-chat';
import { MessageSearchDialog } from '../../features/message-search';
import { useSessionCountdown } from '../../features/session-clock';
import { EndCallButton } from '../../features/session-end';
import { AstrologerExtendButton, ExtendSessionDialog } from '../../features/session-extension';
import { playChime } from '../../shared/sound/play-chime';
import { ChatHeader } from './chat-header';

/** Spec 4: the customer is offered an extension once, at 5 minutes left. */
export const EXTEND_PROMPT_SECONDS = 5 * 60;
/** Spec 4 and 9: after the session ends, home (or the dashboard) after 2 seconds. */
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

/** One running consultation, for either side: the features of spec 2.11 put together. */
export function ChatRoom({ consultation: opened, user }: ChatRoomProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { refreshUser } = useSession();
  const side = user.role === 'astrologer' ? 'astrologer' : 'user';
  const myName = side === 'astrologer' ? opened.astrologer.name : user.username;
  const [preferences, updatePreferences] = useChatPreferences(user.id);

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
  const consultation = state.consultation ?? opened;
  const ended = Boolean(state.endedBy) || consultation.status !== 'active';

  // Birth-details gate (customers only, when name or date of birth is missing).
  const [details, setDetails] = useState<Partial<UserDetails> | undefined>(opened.userDetails);
  const needsGate = side === 'user' && !(opened.userDetails?.name && opened.userDetails?.dateOfBirth);
  const [gateDone, setGateDone] = useState(!needsGate);
  const shownDetails = { ...details, ...consultation.userDetails };

  // The clock: the server's once joined; the booking's times (this browser's clock) until then.
  const clock = useMemo(
    () => state.clock ?? { startedAtMs: Date.parse(opened.createdAt), durationMinutes: opened.duration, offsetMs: 0 },
    [state.clock, opened.createdAt, opened.duration],
  );
  const remaining = useSessionCountdown(clock, gateDone && !ended);

  const [extendOpen, setExtendOpen] = useState(false);
  const prompted = useRef(false);
  useEffect(() => {
    if (side !== 'user' || !gateDone || ended || prompted.current || remaining === undefined) return;
    if (remaining > 0 && remaining <= EXTEND_PROMPT_SECONDS) {
      prompted.current = true;
      setExtendOpen(true);
      if (preferences.soundEnabled) playChime();
    }
  }, [side, gateDone, ended, remaining, preferences.soundEnabled]);

  // The end, whoever caused it: say so, then leave after 2 seconds.
  const leaving = useRef(false);
  useEffect(() => {
    if (!state.endedBy || leaving.current) return;
    leaving.current = true;
    setExtendOpen(false);
    toast({ title: 'Session Ended', description: endMessage(state.endedBy, side), variant: state.endedBy === 'system' ? 'warning' : 'info' });
    const timer = setTimeout(() => navigate(side === 'astrologer' ? '/astrologer-dashboard' : '/'), LEAVE_AFTER_END_MS);
    return () => clearTimeout(timer);
  }, [state.endedBy, side, navigate, toast]);

  const [searchOpen, setSearchOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const chatTheme = useMemo(() => createAppTheme(preferences.theme), [preferences.theme]);

  const otherPartyName = side === 'user' ? consultation.astrologer.name : consultation.user.username;
  const otherPartyImage = side === 'user' ? consultation.astrologer.image : undefined;
  const queued = queuedLines(state).length;
  const expired = remaining !== undefined && remaining <= 0 && !ended;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 1.5, md: 3 } }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }} sx={{ order: { xs: 2, md: 1 } }}>
          <Stack spacing={2}>
            <BirthDetailsPanel details={shownDetails} />
            <BirthChartCard name={shownDetails.name} dateOfBirth={shownDetails.dateOfBirth} placeOfBirth={shownDetails.placeOfBirth} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }} sx={{ order: { xs: 1, md: 2 } }}>
          <ThemeProvider theme={chatTheme}>
            <Paper
              component="section"
              aria-label={`Consultation with ${otherPartyName}`}
              variant="outlined"
              sx={{ display: 'flex', flexDirection: 'column', height: { md: 'calc(100vh - 180px)' }, minHeight: 520, bgcolor: 'background.default', color: 'text.primary' }}
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
                onSearch={() => setSearchOpen(true)}
                onSettings={() => setSettingsOpen(true)}
                actions={
                  <>
                    {side === 'astrologer' ? (
                      <AstrologerExtendButton consultationId={consultation.id} given={consultation.astrologerExtensions} disabled={ended} />
                    ) : null}
                    <EndCallButton consultationId={consultation.id} otherPartyName={otherPartyName} disabled={ended} onEnded={() => markEnded(side)} />
                  </>
                }
              />
              <ConnectionBanners connection={state.connection} queuedCount={queued} />
              {state.joinError ? (
                <Alert severity="error" sx={{ m: 2 }}>
                  {state.joinError.message}
                </Alert>
              ) : null}
              {ended && state.endedBy ? (
                <Alert severity="info" sx={{ mx: 2, mt: 1.5 }}>
                  {endMessage(state.endedBy, side)}
                </Alert>
              ) : null}
              {expired ? (
                <Alert severity="error" sx={{ mx: 2, mt: 1.5 }}>
                  The booked time is over. The session ends automatically in {formatClock(Math.max(0, GRACE_SECONDS + remaining))}.
                  {side === 'user' ? ' Extend it to keep talking.' : ''}
                </Alert>
              ) : null}
              <MessageList
                lines={state.lines}
                theirReceipts={state.theirReceipts}
                typingName={state.typing?.name}
                fontSize={preferences.fontSize}
                lang={preferences.language}
                onRetry={retry}
                emptyText={side === 'user' ? `Say namaste to ${otherPartyName} or pick a topic below.` : 'No messages yet.'}
              />
              {!ended ? (
                <QuickReplyBar
                  replies={quickRepliesFor(side)}
                  onPick={send}
                  label={side === 'user' ? 'Quick replies' : 'Quick responses'}
                />
              ) : null}
              <Box>
                <MessageComposer onSend={send} onInput={onComposerInput} disabled={ended} placeholder={ended ? 'This consultation has ended' : undefined} />
              </Box>
            </Paper>
          </ThemeProvider>
        </Grid>
      </Grid>

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
    </Container>
  );
}
