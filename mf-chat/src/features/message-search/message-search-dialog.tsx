import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { searchMessages, topicSuggestions, type SearchableMessage, type Snippet } from './search-messages';
import { formatTime } from '@astrosetu/design-system/format';
import { useChatText } from '../../locales/use-text';

export interface MessageSearchDialogProps {
  open: boolean;
  onClose: () => void;
  messages: readonly (SearchableMessage & { own: boolean })[];
}

function SnippetText({ snippet }: { snippet: Snippet }) {
  if ('text' in snippet) return <>{snippet.text}</>;
  return (
    <>
      {snippet.before}
      <Box component="mark" sx={{ bgcolor: 'warning.light', color: 'inherit', borderRadius: '3px', px: 0.25 }}>
        {snippet.match}
      </Box>
      {snippet.after}
    </>
  );
}


/** Search overlay over the conversation. */
export function MessageSearchDialog({ open, onClose, messages }: MessageSearchDialogProps) {
  const { t } = useChatText();
  const [query, setQuery] = useState('');
  const hits = useMemo(() => searchMessages(messages, query), [messages, query]);
  const suggestions = useMemo(() => topicSuggestions(messages, (topic) => t(`search.topic.${topic}`)), [messages, t]);
  const trimmed = query.trim();

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="message-search-title">
      <DialogTitle id="message-search-title" sx={{ pr: 6 }}>
        {t('search.title')}
        <IconButton aria-label={t('search.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('search.placeholder')}
          slotProps={{ htmlInput: { 'aria-label': t('search.title'), type: 'search' } }}
          sx={{ mt: 1 }}
        />
        {suggestions.length > 0 ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }} role="group" aria-label={t('search.topics')}>
            {suggestions.map((topic) => (
              <Chip key={topic} label={topic} size="small" onClick={() => setQuery(topic)} clickable />
            ))}
          </Stack>
        ) : null}
        {trimmed && hits.length === 0 ? (
          <Box sx={{ py: 3, textAlign: 'center' }} role="status">
            <Typography>{t('search.none', { query: trimmed })}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('search.noneHint')}
            </Typography>
          </Box>
        ) : null}
        {hits.length > 0 ? (
          <>
            <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 2 }}>
              {t('search.found', { count: hits.length })}
            </Typography>
            <List aria-label={t('search.results')} dense>
              {hits.map(({ message, snippet }) => (
                <ListItem key={message.key} divider sx={{ display: 'block', px: 0 }}>
                  <Stack direction="row" justifyContent="space-between" spacing={2}>
                    <Typography variant="subtitle2">{message.own ? t('search.you') : message.senderName}</Typography>
                    <Typography variant="caption" color="text.secondary" component="time" dateTime={message.timestamp}>
                      {formatTime(message.timestamp)}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" data-testid="search-snippet">
                    <SnippetText snippet={snippet} />
                  </Typography>
                </ListItem>
              ))}
            </List>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
