import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useContentText } from '../../../locales/use-text';

/**
 * The newsletter box. There is no mailing list yet, so instead of pretending to
 * subscribe it says so plainly when used.
 */
export function NewsletterBox() {
  const { t } = useContentText();
  const [email, setEmail] = useState('');
  const [answered, setAnswered] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAnswered(true);
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, textAlign: 'center' }} component="section" aria-labelledby="newsletter-heading">
      <Typography id="newsletter-heading" variant="h5" component="h2">
        {t('blog.newsletter.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('blog.newsletter.text')}
      </Typography>
      <Stack component="form" noValidate onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center" sx={{ maxWidth: 520, mx: 'auto' }}>
        <TextField type="email" label={t('blog.newsletter.email')} value={email} onChange={(event) => setEmail(event.target.value)} size="small" sx={{ flexGrow: 1 }} autoComplete="email" />
        <Button type="submit" variant="contained">
          {t('blog.newsletter.subscribe')}
        </Button>
      </Stack>
      {answered ? (
        <Alert severity="info" sx={{ mt: 2, maxWidth: 520, mx: 'auto', textAlign: 'left' }}>
          {t('blog.newsletter.notYet')}
        </Alert>
      ) : null}
    </Paper>
  );
}
