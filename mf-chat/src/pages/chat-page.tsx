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
import { useChatText } from '../locales/use-text';

/**
 * /chat for both sides: the signed-in user's running consultation; /chat/{id} (where a paid
 * "Add ₹X and book" lands) and /chat?consultation={id} ask for that one.
 */
export default function ChatPage() {
  const navigate = useNavigate();
  const { t } = useChatText();
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
          title={t('page.signedOut.title')}
          actionLabel={t('page.signedOut.action')}
          onAction={() => navigate(`/login?${new URLSearchParams({ redirect: '/chat' }).toString()}`)}
        />
      </Container>
    );
  }
  if (opened)
    return (
      <PanelErrorBoundary name={t('page.boundaryName')} resetKeys={[opened.id]}>
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
  const secondaryPath = user.role === 'astrologer' ? '/astrologer-dashboard' : '/astrologers';
  const openSecondary = () => navigate(secondaryPath);
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <EmptyState
        icon={<ChatBubbleOutlineRounded />}
        title={t('page.none.title')}
        description={user.role === 'astrologer' ? t('page.none.astrologerText') : t('page.none.customerText')}
        actionLabel={t('page.none.home')}
        onAction={() => navigate('/')}
        secondaryActionLabel={user.role === 'astrologer' ? t('page.none.dashboard') : t('page.none.findAstrologer')}
        onSecondaryAction={openSecondary}
      />
    </Container>
  );
}
