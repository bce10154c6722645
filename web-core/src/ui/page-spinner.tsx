import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a page, a remote or the session is loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
