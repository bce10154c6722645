import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ZODIAC_SIGNS, type ZodiacSignId } from '@astrosetu/design-system/zodiac-sign-tile';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** All twelve signs with their dates, as a compact list beside the reading. */
export function SignSideList({ value, onChange }: { value: ZodiacSignId; onChange: (sign: ZodiacSignId) => void }) {
  return (
    <Paper variant="outlined" component="nav" aria-labelledby="all-signs-heading" sx={{ p: 2 }}>
      <Typography id="all-signs-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        All Zodiac Signs
      </Typography>
      <List dense disablePadding>
        {ZODIAC_SIGNS.map((sign) => (
          <ListItem key={sign.id} disablePadding>
          <ListItemButton selected={sign.id === value} onClick={() => onChange(sign.id)} aria-current={sign.id === value ? 'true' : undefined} sx={{ borderRadius: 2 }}>
            <ListItemIcon aria-hidden sx={{ minWidth: 36, fontSize: 20, color: 'primary.main' }}>
              {sign.symbol}
            </ListItemIcon>
            <ListItemText
              primary={`${sign.english} · ${sign.hindi}`}
              secondary={`${MONTHS[sign.from.month - 1]} ${sign.from.day} – ${MONTHS[sign.to.month - 1]} ${sign.to.day}`}
            />
          </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
