import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import { DetailRows, type DetailRow } from './detail-rows';
import { useMarketplaceText } from '../../../locales/use-text';

export interface LoginFirstCardProps {
  /** What the link is for (service and package, or the consultation package). */
  details: DetailRow[];
  loginPath: string;
}

/** A visitor who is not signed in sees what they are about to pay for and a way to sign in and return. */
export function LoginFirstCard({ details, loginPath }: LoginFirstCardProps) {
  const { t } = useMarketplaceText();
  const navigate = useNavigate();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Stack spacing={2.5}>
            <Typography variant="h5" component="h1" fontWeight={700}>
              {t('payment.loginFirst.title')}
            </Typography>
            <Typography color="text.secondary">
              {t('payment.loginFirst.description')}
            </Typography>
            {details.length > 0 && <DetailRows rows={details} />}
            <Button variant="contained" size="large" startIcon={<LoginOutlined />} onClick={() => navigate(loginPath)}>
              {t('payment.loginFirst.action')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
