import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** 'Astrologer Not Found' on the booking and packages pages: an astrologer id that does not load. */
export function AstrologerNotFound({ backLabel = 'Back to Astrologers' }: { backLabel?: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Stack spacing={2} alignItems="center" textAlign="center" role="alert">
        <PersonSearchOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h4" component="h1">
          Astrologer Not Found
        </Typography>
        <Typography color="text.secondary">
          This astrologer is not available any more, or the link is incorrect. Choose from our verified astrologers instead.
        </Typography>
        <Button component={RouterLink} to="/astrologers" variant="contained" startIcon={<ArrowBackRounded />}>
          {backLabel}
        </Button>
      </Stack>
    </Container>
  );
}
