import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import GpsFixedRounded from '@mui/icons-material/GpsFixedRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import AutoStoriesRounded from '@mui/icons-material/AutoStoriesRounded';
import type { DivinationService } from '../model/divination-services';

/** The stats banner. */
export const DIVINATION_STATS = [
  { value: '99.9%', label: 'Accuracy of planetary positions' },
  { value: '27', label: 'Nakshatras' },
  { value: '78', label: 'Tarot cards' },
  { value: '4+', label: 'Divination arts' },
] as const;

export function DivinationStatsBanner() {
  return (
    <Box
      component="dl"
      sx={(theme) => ({
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        p: { xs: 2.5, md: 4 },
        borderRadius: 4,
        color: theme.palette.brand.onHero,
        background: `linear-gradient(135deg, ${theme.palette.brand.heroFrom}, ${theme.palette.brand.heroTo})`,
      })}
    >
      {DIVINATION_STATS.map((stat) => (
        <Box key={stat.label} sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" variant="body2" sx={{ opacity: 0.9 }}>
            {stat.label}
          </Typography>
          <Typography component="dd" variant="h3" sx={{ m: 0, fontWeight: 700, color: 'brand.marigold' }}>
            {stat.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const INFO_CARDS = [
  {
    title: 'Precision',
    text: 'Planet positions come from a modern ephemeris accurate to a few arc-seconds, with the Lahiri ayanamsa used across India.',
    icon: <GpsFixedRounded />,
  },
  {
    title: 'Global Coverage',
    text: 'Thousands of Indian towns and world cities with their historical time zones, so births anywhere are charted correctly.',
    icon: <PublicRounded />,
  },
  {
    title: 'Traditional Wisdom',
    text: 'Rules from classical texts (Brihat Parashara Hora Shastra, Phaladeepika) applied exactly, and explained in plain words.',
    icon: <AutoStoriesRounded />,
  },
];

export function DivinationInfoCards() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
      {INFO_CARDS.map((card) => (
        <Card key={card.title} variant="outlined" sx={{ height: '100%' }}>
          <CardContent>
            <Box aria-hidden sx={{ color: 'secondary.main', mb: 1, '& svg': { fontSize: 32 } }}>
              {card.icon}
            </Box>
            <Typography variant="h6" component="h3">
              {card.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {card.text}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** The chosen service's features and its What You'll Receive list. */
export function DivinationServiceDetails({ service }: { service: DivinationService }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3">
            Features
          </Typography>
          <List dense>
            {service.features.map((feature) => (
              <ListItem key={feature} disableGutters>
                <ListItemIcon sx={{ minWidth: 30, color: 'success.main' }}>
                  <CheckCircleRounded fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={feature} />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3">
            What You&apos;ll Receive
          </Typography>
          <List dense>
            {service.receive.map((item) => (
              <ListItem key={item} disableGutters>
                <ListItemIcon sx={{ minWidth: 30, color: 'secondary.main' }}>
                  <CardGiftcardRounded fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={item} />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Box>
  );
}
