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
import { useContentText } from '../../../locales/use-text';

/**
 * The stats banner (labels: divination.stats.{key}); each figure is a fact of the product. Planet positions: the
 * ephemeris test (api/src/astrology/ephemeris/ephemeris.accuracy.test.ts) holds every planet within 1′ of NASA JPL
 * Horizons (measured worst 8.9″). Four arts: the four services below.
 */
const DIVINATION_STATS = [
  { value: '< 1′', key: 'accuracy' },
  { value: '27', key: 'nakshatras' },
  { value: '78', key: 'tarotCards' },
  { value: '4', key: 'arts' },
] as const;

export function DivinationStatsBanner() {
  const { t } = useContentText();
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
        <Box key={stat.key} sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" variant="body2" sx={{ opacity: 0.9 }}>
            {t(`divination.stats.${stat.key}`)}
          </Typography>
          <Typography component="dd" variant="h3" sx={{ m: 0, fontWeight: 700, color: 'brand.marigold' }}>
            {stat.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Why AstroSetu: three cards (title and text: divination.info.{key}). */
const INFO_CARDS = [
  { key: 'precision', icon: <GpsFixedRounded /> },
  { key: 'coverage', icon: <PublicRounded /> },
  { key: 'wisdom', icon: <AutoStoriesRounded /> },
] as const;

export function DivinationInfoCards() {
  const { t } = useContentText();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
      {INFO_CARDS.map((card) => (
        <Card key={card.key} variant="outlined" sx={{ height: '100%' }}>
          <CardContent>
            <Box aria-hidden sx={{ color: 'secondary.main', mb: 1, '& svg': { fontSize: 32 } }}>
              {card.icon}
            </Box>
            <Typography variant="h6" component="h3">
              {t(`divination.info.${card.key}.title`)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t(`divination.info.${card.key}.text`)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** The chosen service's features and its What You'll Receive list. */
export function DivinationServiceDetails({ service }: { service: DivinationService }) {
  const { t } = useContentText();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3">
            {t('divination.features')}
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
            {t('divination.receive')}
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
