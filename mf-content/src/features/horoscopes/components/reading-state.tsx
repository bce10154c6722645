import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@astrosetu/design-system/empty-state';
import { useContentText } from '../../../locales/use-text';


/** The loading line, announced politely to screen readers. */
export function ReadingLoading({ text }: { text: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
      <CircularProgress size={28} aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

/** No reading (the server failed or had nothing): the empty text, without a retry. */
export function ReadingEmpty({ text }: { text: string }) {
  const { t } = useContentText();
  return <EmptyState title={text} description={t('horoscopes.checkBackLater')} headingLevel="h3" />;
}
