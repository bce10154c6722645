import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { useChatText } from '../../locales/use-text';

/** Always in view for customers: the platform's promise about payments, and what to do when asked otherwise. */
export function OffPlatformNote() {
  const { t } = useChatText();
  return (
    <Box role="note" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', px: { xs: 1.5, sm: 2.5 }, py: 0.75, bgcolor: 'action.hover', flexShrink: 0 }}>
      <ShieldOutlined fontSize="small" color="primary" aria-hidden sx={{ mt: '1px' }} />
      <Typography variant="caption" color="text.primary">
        {t('contactSafety.offPlatform')}
      </Typography>
    </Box>
  );
}
