import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { uiLanguageInfo } from '@astrosetu/contracts';
import { ZODIAC_SIGNS, type ZodiacSignId } from '@astrosetu/design-system/zodiac-sign-tile';
import { useContentText } from '../../../locales/use-text';

/** '21 Mar' in the site's language ('21 मार्च', '21 மார்.'): any leap year serves, only day and month are shown. */
function dayAndMonth(locale: string, { month, day }: { month: number; day: number }): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month - 1, day)));
}

/** All twelve signs with their dates, as a compact list beside the reading. */
export function SignSideList({ value, onChange }: { value: ZodiacSignId; onChange: (sign: ZodiacSignId) => void }) {
  const { t, language } = useContentText();
  const { locale } = uiLanguageInfo(language);
  return (
    <Paper variant="outlined" component="nav" aria-labelledby="all-signs-heading" sx={{ p: 2 }}>
      <Typography id="all-signs-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('horoscopes.allSigns')}
      </Typography>
      <List dense disablePadding>
        {ZODIAC_SIGNS.map((sign) => (
          <ListItem key={sign.id} disablePadding>
          <ListItemButton selected={sign.id === value} onClick={() => onChange(sign.id)} aria-current={sign.id === value ? 'true' : undefined} sx={{ borderRadius: 2 }}>
            <ListItemIcon aria-hidden sx={{ minWidth: 36, fontSize: 20, color: 'primary.main' }}>
              {sign.symbol}
            </ListItemIcon>
            <ListItemText
              primary={language === 'en' ? `${sign.english} · ${sign.hindi}` : t(`zodiac.${sign.id}`)}
              secondary={t('horoscopes.signDates', { from: dayAndMonth(locale, sign.from), to: dayAndMonth(locale, sign.to) })}
            />
          </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
