import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import DoneRounded from '@mui/icons-material/DoneRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import { VisuallyHidden } from '../../internal/visually-hidden';
import { deliveryMark, type DeliveryStatus } from './delivery-status';

const ICONS = {
  pending: ScheduleRounded,
  'single-check': DoneRounded,
  'double-check': DoneAllRounded,
  error: ErrorOutlineRounded,
} as const;

const TONE_COLOUR = { muted: 'text.secondary', read: 'brand.read', error: 'error.main' } as const;

/** The tick (or clock, or warning) beside an own message, with its meaning in words. */
export function DeliveryMarkIcon({ status }: { status: DeliveryStatus }) {
  const mark = deliveryMark(status);
  const Icon = ICONS[mark.icon];
  return (
    <Box
      component="span"
      data-status={status}
      title={mark.label}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: TONE_COLOUR[mark.tone] }}
    >
      <Icon aria-hidden sx={{ fontSize: 16 }} />
      {mark.labelVisible ? (
        <Typography component="span" variant="caption" sx={{ color: 'inherit', fontWeight: mark.tone === 'error' ? 600 : 400 }}>
          {mark.label}
        </Typography>
      ) : (
        <VisuallyHidden>{mark.label}</VisuallyHidden>
      )}
    </Box>
  );
}
