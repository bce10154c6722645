import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { UiLanguage } from '@astrosetu/contracts';
import { useLanguage } from '@astrosetu/design-system/i18n';
import { FONT_SIZE_MAX, FONT_SIZE_MIN, type ChatPreferences } from './chat-preferences';
import { useChatText } from '../../locales/use-text';

export interface ChatSettingsDialogProps {
  open: boolean;
  onClose: () => void;
  preferences: ChatPreferences;
  onChange: (change: Partial<ChatPreferences>) => void;
}

/**
 * Display settings: font size, theme and sound (this browser, per user), and the site's language. The language is
 * the one the whole site uses (the navigation bar's menu, ?lang=): choosing it here switches every screen and what the
 * server writes in the chat; it does not translate what the other person types.
 */
export function ChatSettingsDialog({ open, onClose, preferences, onChange }: ChatSettingsDialogProps) {
  const { t } = useChatText();
  const { language, languages, setLanguage } = useLanguage();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="chat-settings-title">
      <DialogTitle id="chat-settings-title">{t('settings.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <div>
            <Typography id="chat-font-size-label" gutterBottom>
              {t('settings.fontSize', { size: preferences.fontSize })}
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
            <InputLabel id="chat-language-label">{t('settings.language')}</InputLabel>
            <Select
              labelId="chat-language-label"
              label={t('settings.language')}
              value={language}
              onChange={(event) => void setLanguage(event.target.value as UiLanguage)}
              aria-describedby="chat-language-help"
            >
              {languages.map((offered) => (
                <MenuItem key={offered.code} value={offered.code} lang={offered.code}>
                  {offered.nativeName}
                </MenuItem>
              ))}
            </Select>
            <FormHelperText id="chat-language-help">{t('settings.languageHelp')}</FormHelperText>
          </FormControl>
          <div>
            <Typography id="chat-theme-label" gutterBottom>
              {t('settings.theme')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              value={preferences.theme}
              onChange={(_event, theme: ChatPreferences['theme'] | null) => theme && onChange({ theme })}
              aria-labelledby="chat-theme-label"
              size="small"
            >
              <ToggleButton value="light">{t('settings.light')}</ToggleButton>
              <ToggleButton value="dark">{t('settings.dark')}</ToggleButton>
            </ToggleButtonGroup>
          </div>
          <FormControlLabel
            control={<Switch checked={preferences.soundEnabled} onChange={(event) => onChange({ soundEnabled: event.target.checked })} />}
            label={t('settings.sound')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('settings.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
