import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { INDIAN_LANGUAGES } from '@astrosetu/design-system/language-select';
import { CHAT_LANGUAGES, FONT_SIZE_MAX, FONT_SIZE_MIN, type ChatLanguage, type ChatPreferences } from './chat-preferences';

export interface ChatSettingsDialogProps {
  open: boolean;
  onClose: () => void;
  preferences: ChatPreferences;
  onChange: (change: Partial<ChatPreferences>) => void;
}

const languageName = (code: string) => {
  const language = INDIAN_LANGUAGES.find((candidate) => candidate.code === code);
  return language ? `${language.name} (${language.nativeName})` : code;
};

/** Display settings: font size, language, theme and sound, applied at once and remembered. */
export function ChatSettingsDialog({ open, onClose, preferences, onChange }: ChatSettingsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="chat-settings-title">
      <DialogTitle id="chat-settings-title">Display settings</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <div>
            <Typography id="chat-font-size-label" gutterBottom>
              Font size: {preferences.fontSize}px
            </Typography>
            <Slider
              value={preferences.fontSize}
              min={FONT_SIZE_MIN}
              max={FONT_SIZE_MAX}
              step={1}
              marks
              valueLabelDisplay="auto"
              onChange={(_event, value) => onChange({ fontSize: value as number })}
              slotProps={{ input: { 'aria-labelledby': 'chat-font-size-label' } }}
            />
          </div>
          <FormControl fullWidth>
            <InputLabel id="chat-language-label">Language</InputLabel>
            <Select
              labelId="chat-language-label"
              label="Language"
              value={preferences.language}
              onChange={(event) => onChange({ language: event.target.value as ChatLanguage })}
            >
              {CHAT_LANGUAGES.map((code) => (
                <MenuItem key={code} value={code}>
                  {languageName(code)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <div>
            <Typography id="chat-theme-label" gutterBottom>
              Theme
            </Typography>
            <ToggleButtonGroup
              exclusive
              value={preferences.theme}
              onChange={(_event, theme: ChatPreferences['theme'] | null) => theme && onChange({ theme })}
              aria-labelledby="chat-theme-label"
              size="small"
            >
              <ToggleButton value="light">Light</ToggleButton>
              <ToggleButton value="dark">Dark</ToggleButton>
            </ToggleButtonGroup>
          </div>
          <FormControlLabel
            control={<Switch checked={preferences.soundEnabled} onChange={(event) => onChange({ soundEnabled: event.target.checked })} />}
            label="Sound alerts"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
