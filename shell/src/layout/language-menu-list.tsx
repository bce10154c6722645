import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckRounded from '@mui/icons-material/CheckRounded';
import { useShellText } from '../locales/use-text';
import { useChooseLanguage } from './use-choose-language';

export interface LanguageMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The offered languages as a menu, each named in its own script and marked with its lang; the current one checked. */
export default function LanguageMenuList({ id, anchor, onClose }: LanguageMenuListProps) {
  const { t } = useShellText();
  const { language, languages, choose } = useChooseLanguage();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': t('language.choose') } }}
    >
      {languages.map((option) => (
        <MenuItem
          key={option.code}
          selected={option.code === language}
          aria-current={option.code === language ? 'true' : undefined}
          onClick={() => {
            onClose();
            void choose(option.code);
          }}
        >
          <ListItemIcon>{option.code === language ? <CheckRounded fontSize="small" /> : null}</ListItemIcon>
          <ListItemText primary={option.nativeName} slotProps={{ primary: { lang: option.code } }} />
        </MenuItem>
      ))}
    </Menu>
  );
}
