import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import { DetailRows, type DetailRow } from './detail-rows';

export interface LoginFirstCardProps {
  /** What the link is for (service and package, or the consultation package). */
  details: DetailRow[];
  loginPath: string;
}

/** A visitor who is not signed in sees what they are about to pay for and a way to sign in and return. */
export function LoginFirstCard({ details, loginPath }: LoginFirstCardProps) {
  const navigate = useNavigate();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Stack spacing={2.5}>
            <Typography variant="h5" component="h1" fontWeight={700}>
              Payment Required - Login First
            </Typography>
            <Typography color="text.secondary">
              Please sign in to continue. You will come straight back to this payment afterwards.
            </Typography>
            {details.length > 0 && <DetailRows rows={details} />}
            <Button variant="contained" size="large" startIcon={<LoginOutlined />} onClick={() => navigate(loginPath)}>
              Login to Continue
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
