import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
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

/** The three stories: the couple and their town as they gave them; their words at match.stories.N.text. */
const STORIES = [
  { index: 0, names: 'Priya & Arjun', place: 'Bengaluru' },
  { index: 1, names: 'Kavya & Rohan', place: 'Pune' },
  { index: 2, names: 'Meera & Siddharth', place: 'Chennai' },
] as const;

export function SuccessStories() {
  const { t } = useContentText();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
      {STORIES.map((story) => (
        <Card key={story.names} variant="outlined" component="figure" sx={{ m: 0 }}>
          <CardContent>
            <FormatQuoteRounded color="secondary" aria-hidden />
            <Typography component="blockquote" variant="body2" sx={{ m: 0 }}>
              {t(`match.stories.${story.index}.text`)}
            </Typography>
            <Stack component="figcaption" sx={{ mt: 1.5 }}>
              <Typography variant="subtitle2" component="p">
                {story.names}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {story.place}
              </Typography>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
