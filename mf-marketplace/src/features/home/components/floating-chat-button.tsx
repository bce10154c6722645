import { Link as RouterLink } from 'react-router-dom';
import Fab from '@mui/material/Fab';
import ChatRounded from '@mui/icons-material/ChatRounded';
import { useMarketplaceText } from '../../../locales/use-text';

/** A chat button fixed at the bottom right, to the astrologers who are online now. */
export function FloatingChatButton({ to = '/astrologers?online=true' }: { to?: string }) {
  const { t } = useMarketplaceText();
  return (
    <Fab
      component={RouterLink}
      to={to}
      color="secondary"
      variant="extended"
      aria-label={t('home.floatingChat.label')}
      sx={{
        position: 'fixed',
        right: { xs: 16, md: 32 },
        bottom: { xs: 16, md: 32 },
        zIndex: (theme) => theme.zIndex.speedDial,
        fontWeight: 700,
        textTransform: 'none',
      }}
    >
      <ChatRounded sx={{ mr: 1 }} aria-hidden />
      {t('home.floatingChat.text')}
    </Fab>
  );
}
