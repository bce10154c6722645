import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { Consultation } from '@astrosetu/contracts';
import { EmptyState } from '@astrosetu/design-system/empty-state';
import { PageSpinner, useSession } from '@astrosetu/web-core';
import { useActiveConsultation } from '../features/active-consultation';
import { ChatRoom } from './chat/chat-room';
import { PanelErrorBoundary } from '@astrosetu/web-core/panel-boundary';

/**
 * /chat for both sides: the signed-in user's running consultation; /chat/{id} (where a paid
 * "Add ₹X and book" lands) and /chat?consultation={id} ask for that one.
 */
export default function ChatPage() {
  const navigate = useNavigate();
  const { user, status } = useSession();
  const [params] = useSearchParams();
  const { consultationId } = useParams();
  const requested = Number(consultationId ?? params.get('consultation')) || undefined;
  const active = useActiveConsultation(user, requested);
  // Once open, the room keeps its consultation: the end of the session must not unmount it mid-message.
  const [opened, setOpened] = useState<Consultation | null>(null);
  useEffect(() => {
    if (!active.loading && active.consultation && active.consultation.id !== opened?.id && !opened) setOpened(active.consultation);
  }, [active.loading, active.consultation, opened]);

  if (status === 'loading') return <PageSpinner />;
  if (!user) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <EmptyState
          icon={<LockOutlined />}
          title="Please log in to access chat."
          actionLabel="Sign in"
          onAction={() => navigate(`/login?${new URLSearchParams({ redirect: '/chat' }).toString()}`)}
        />
      </Container>
    );
  }
  if (opened)
    return (
      <PanelErrorBoundary name="The chat" resetKeys={[opened.id]}>
        <ChatRoom key={opened.id} consultation={opened} user={user} />
      </PanelErrorBoundary>
    );
  if (active.loading) return <PageSpinner />;
  if (active.error) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Alert severity="error">{active.error.text}</Alert>
      </Container>
    );
  }
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <EmptyState
        icon={<ChatBubbleOutlineRounded />}
        title="No Active Consultation"
        description={user.role === 'astrologer' ? 'New consultations appear on your dashboard.' : 'Choose an astrologer and a package to start a live chat.'}
        actionLabel="Go to Home"
        onAction={() => navigate('/')}
        {...(user.role === 'astrologer'
          ? { secondaryActionLabel: 'Go to Dashboard', onSecondaryAction: () => navigate('/astrologer-dashboard') }
          : { secondaryActionLabel: 'Find an astrologer', onSecondaryAction: () => navigate('/astrologers') })}
      />
    </Container>
  );
}
