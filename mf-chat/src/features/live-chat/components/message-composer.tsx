import { useState, type KeyboardEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendRounded from '@mui/icons-material/SendRounded';
import { useChatText } from '../../../locales/use-text';

export interface MessageComposerProps {
  onSend: (text: string) => void;
  onInput: (text: string) => void;
  disabled?: boolean;
  placeholder?: string;
}

/** The message box: Enter sends, Shift+Enter starts a new line, the button sends too. */
export function MessageComposer({ onSend, onInput, disabled = false, placeholder }: MessageComposerProps) {
  const { t } = useChatText();
  const [text, setText] = useState('');

  const submit = () => {
    if (!text.trim()) return;
    onSend(text);
    setText('');
    onInput('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // An IME composing a word (Hindi, Tamil ...) uses Enter to pick it: that is not "send".
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <Stack direction="row" spacing={1} alignItems="flex-end" sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <TextField
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onInput(event.target.value);
        }}
        onKeyDown={onKeyDown}
        placeholder={placeholder ?? t('composer.placeholder')}
        disabled={disabled}
        multiline
        maxRows={5}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { 'aria-label': t('composer.label'), maxLength: 4000 } }}
      />
      <IconButton color="primary" aria-label={t('composer.send')} onClick={submit} disabled={disabled || !text.trim()} sx={{ mb: 0.25 }}>
        <SendRounded />
      </IconButton>
    </Stack>
  );
}
