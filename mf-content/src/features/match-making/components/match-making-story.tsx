import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { useContentText } from '../../../locales/use-text';

/** The five benefits, by position (match.benefits.N). */
const MATCH_MAKING_BENEFITS = [0, 1, 2, 3, 4] as const;

export function BenefitList() {
  const { t } = useContentText();
  return (
    <List>
      {MATCH_MAKING_BENEFITS.map((index) => t(`match.benefits.${index}`)).map((benefit) => (
        <ListItem key={benefit} disableGutters>
          <ListItemIcon sx={{ minWidth: 36, color: 'success.main' }}>
            <CheckCircleRounded />
          </ListItemIcon>
          <ListItemText primary={benefit} />
        </ListItem>
      ))}
    </List>
  );
}

/** The four steps, by position (match.steps.N.title / .text). */
const STEPS = [0, 1, 2, 3] as const;

export function HowItWorks() {
  const { t } = useContentText();
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {STEPS.map((step, index) => (
        <Card component="li" key={step} variant="outlined">
          <CardContent>
            <Avatar sx={{ bgcolor: 'primary.main', mb: 1.5, fontWeight: 700 }} aria-hidden>
              {index + 1}
            </Avatar>
            <Typography variant="h6" component="h3">
              {t(`match.steps.${step}.title`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`match.steps.${step}.text`)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
