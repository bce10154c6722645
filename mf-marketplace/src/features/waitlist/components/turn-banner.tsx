import { useId } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface TurnBannerProps {
  title: string;
  description: string;
  acceptLabel: string;
  leaveLabel: string;
  onAccept: () => void;
  /** When the astrologer takes calls: accept the turn as a voice call instead. */
  call?: { label: string; onAccept: () => void };
  onLeave: () => void;
  accepting: boolean;
  leaving: boolean;
}

/**
 * The customer's turn, as a full-width banner fixed to the top of the window above the nav bar, at any width:
 * on a 360 px phone the call to accept must be seen without scrolling (it has two minutes). Rendered in a portal
 * so no container of the page can clip or move it.
 */
export function TurnBanner({ title, description, acceptLabel, leaveLabel, onAccept, call, onLeave, accepting, leaving }: TurnBannerProps) {
  const titleId = useId();
  return (
    <Portal>
      <Alert
        severity="success"
        variant="filled"
        role="alert"
        aria-labelledby={titleId}
        data-testid="waitlist-panel"
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: (theme) => theme.zIndex.appBar + 10,
          borderRadius: 0,
          boxShadow: 6,
          px: { xs: 2, md: 4 },
          pt: 'calc(env(safe-area-inset-top, 0px) + 8px)',
          pb: 1.5,
          '& .MuiAlert-message': { width: '100%', maxWidth: 960, mx: 'auto' },
        }}
      >
        <AlertTitle id={titleId} sx={{ fontWeight: 700 }}>
          {title}
        </AlertTitle>
        <Stack spacing={1}>
          {/* The countdown changes every second: read once with the alert, not announced on every tick. */}
          <Typography variant="body2" aria-live="off">
            {description}
          </Typography>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            <Button variant="contained" color="inherit" onClick={onAccept} disabled={accepting} sx={{ color: 'success.dark', bgcolor: 'common.white' }}>
              {acceptLabel}
            </Button>
            {call ? (
              <Button variant="contained" color="inherit" onClick={call.onAccept} disabled={accepting} sx={{ color: 'success.dark', bgcolor: 'common.white' }}>
                {call.label}
              </Button>
            ) : null}
            <Button color="inherit" variant="outlined" onClick={onLeave} disabled={leaving}>
              {leaveLabel}
            </Button>
          </Stack>
        </Stack>
      </Alert>
    </Portal>
  );
}
