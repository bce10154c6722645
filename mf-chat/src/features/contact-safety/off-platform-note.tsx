import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';

/** Always in view for customers: the platform's promise about payments, and what to do when asked otherwise. */
export function OffPlatformNote() {
  return (
    <Box role="note" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', px: { xs: 1.5, sm: 2.5 }, py: 0.75, bgcolor: 'action.hover', flexShrink: 0 }}>
      <ShieldOutlined fontSize="small" color="primary" aria-hidden sx={{ mt: '1px' }} />
      <Typography variant="caption" color="text.primary">
        AstroSetu never asks you to pay outside the site, and contact details shared here are hidden. If anyone asks you to
        pay them directly or move to WhatsApp, report the message.
      </Typography>
    </Box>
  );
}
