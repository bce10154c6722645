import { Link as RouterLink } from 'react-router-dom';
import Fab from '@mui/material/Fab';
import ChatRounded from '@mui/icons-material/ChatRounded';

/** A chat button fixed at the bottom right, to the astrologers who are online now. */
export function FloatingChatButton({ to = '/astrologers?online=true' }: { to?: string }) {
  return (
    <Fab
      component={RouterLink}
      to={to}
      color="secondary"
      variant="extended"
      aria-label="Chat now with an astrologer"
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
      Chat now
    </Fab>
  );
}
