import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMarketplaceText } from '../../locales/use-text';

/** 'Astrologer Not Found' on the booking and packages pages: an astrologer id that does not load. */
export function AstrologerNotFound({ backLabel }: { backLabel?: string }) {
  const { t } = useMarketplaceText();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Stack spacing={2} alignItems="center" textAlign="center" role="alert">
        <PersonSearchOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h4" component="h1">
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary">
          {t('notFound.description')}
        </Typography>
        <Button component={RouterLink} to="/astrologers" variant="contained" startIcon={<ArrowBackRounded />}>
          {backLabel ?? t('notFound.back')}
        </Button>
      </Stack>
    </Container>
  );
}
