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

export const MATCH_MAKING_BENEFITS = [
  'Ashtakoot guna milan computed from both complete birth charts',
  'Mangal dosha and Nadi dosha checked with their classical exceptions',
  'Astrologers with 15+ years of experience in marriage matching',
  'Practical remedies when a match needs support',
  'Confidential: your details are seen only by your astrologer',
] as const;

export function BenefitList() {
  return (
    <List>
      {MATCH_MAKING_BENEFITS.map((benefit) => (
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

const STEPS = [
  { title: 'Share birth details', text: 'Date, time and place of birth of both partners.' },
  { title: 'Charts are matched', text: 'All eight kootas, doshas and the strength of both charts.' },
  { title: 'Expert review', text: 'An astrologer reads both charts together and notes remedies.' },
  { title: 'Get your report', text: 'A clear report and a consultation to answer your questions.' },
];

export function HowItWorks() {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {STEPS.map((step, index) => (
        <Card component="li" key={step.title} variant="outlined">
          <CardContent>
            <Avatar sx={{ bgcolor: 'primary.main', mb: 1.5, fontWeight: 700 }} aria-hidden>
              {index + 1}
            </Avatar>
            <Typography variant="h6" component="h3">
              {step.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {step.text}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

const STORIES = [
  { names: 'Priya & Arjun', place: 'Bengaluru', text: 'Our families were worried about Mangal dosha. The astrologer showed it was cancelled in both charts and suggested a simple puja. We married last spring.' },
  { names: 'Kavya & Rohan', place: 'Pune', text: 'We scored 27 of 36 points. The detailed report explained the one weak koota and what to do about it, which put everyone at ease.' },
  { names: 'Meera & Siddharth', place: 'Chennai', text: 'The premium package even found our wedding muhurat. Clear, kind and never pushy.' },
];

export function SuccessStories() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
      {STORIES.map((story) => (
        <Card key={story.names} variant="outlined" component="figure" sx={{ m: 0 }}>
          <CardContent>
            <FormatQuoteRounded color="secondary" aria-hidden />
            <Typography component="blockquote" variant="body2" sx={{ m: 0 }}>
              {story.text}
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
