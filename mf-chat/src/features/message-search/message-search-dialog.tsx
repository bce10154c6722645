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
  const [query, setQuery] = useState('');
  const hits = useMemo(() => searchMessages(messages, query), [messages, query]);
  const suggestions = useMemo(() => topicSuggestions(messages), [messages]);
  const trimmed = query.trim();

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="message-search-title">
      <DialogTitle id="message-search-title" sx={{ pr: 6 }}>
        Search messages
        <IconButton aria-label="Close search" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search by word or name"
          slotProps={{ htmlInput: { 'aria-label': 'Search messages', type: 'search' } }}
          sx={{ mt: 1 }}
        />
        {suggestions.length > 0 ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }} role="group" aria-label="Topics in this chat">
            {suggestions.map((topic) => (
              <Chip key={topic} label={topic} size="small" onClick={() => setQuery(topic)} clickable />
            ))}
          </Stack>
        ) : null}
        {trimmed && hits.length === 0 ? (
          <Box sx={{ py: 3, textAlign: 'center' }} role="status">
            <Typography>No messages found for &quot;{trimmed}&quot;</Typography>
            <Typography variant="body2" color="text.secondary">
              Try searching for career, love or health.
            </Typography>
          </Box>
        ) : null}
        {hits.length > 0 ? (
          <>
            <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 2 }}>
              {hits.length === 1 ? '1 message found' : `${hits.length} messages found`}
            </Typography>
            <List aria-label="Search results" dense>
              {hits.map(({ message, snippet }) => (
                <ListItem key={message.key} divider sx={{ display: 'block', px: 0 }}>
                  <Stack direction="row" justifyContent="space-between" spacing={2}>
                    <Typography variant="subtitle2">{message.own ? 'You' : message.senderName}</Typography>
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
