import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useWebCoreText } from '../locales/use-text';

/** Shown while a page, a remote or the session is loading. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useWebCoreText();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh', py: 6 }}>
      <CircularProgress aria-label={label ?? t('spinner.loading')} />
    </Box>
  );
}
