import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import ChatRounded from '@mui/icons-material/ChatRounded';
import { useMarketplaceText } from '../../../locales/use-text';

/**
 * A chat button fixed at the bottom right, to the astrologers who are online now. Drawn as MUI's extended Fab looks
 * (48 px high, round ends, raised) with the Button the shell already loaded: the Fab component itself would add
 * ~1.4 KiB gzipped to the first visit (issue 37).
 */
export function FloatingChatButton({ to = '/astrologers?online=true' }: { to?: string }) {
  const { t } = useMarketplaceText();
  return (
    <Button
      component={RouterLink}
      to={to}
      color="secondary"
      variant="contained"
      startIcon={<ChatRounded aria-hidden />}
      aria-label={t('home.floatingChat.label')}
      sx={{
        position: 'fixed',
        right: { xs: 16, md: 32 },
        bottom: { xs: 16, md: 32 },
        zIndex: (theme) => theme.zIndex.speedDial,
        minHeight: 48,
        px: 2.5,
        borderRadius: 24,
        boxShadow: 6,
        '&:hover': { boxShadow: 8 },
        '&:active': { boxShadow: 12 },
        fontWeight: 700,
        textTransform: 'none',
      }}
    >
      {t('home.floatingChat.text')}
    </Button>
  );
}
