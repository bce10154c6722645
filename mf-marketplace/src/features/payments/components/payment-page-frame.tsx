import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useMarketplaceText } from '../../../locales/use-text';

export interface PaymentPageFrameProps {
  title: string;
  subtitle?: string;
  backTo?: string;
  backLabel?: string;
  children: ReactNode;
}

/** The payment pages' frame: a back link, the page heading and the content. */
export function PaymentPageFrame({ title, subtitle, backTo, backLabel, children }: PaymentPageFrameProps) {
  const { t } = useMarketplaceText();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {backTo && (
        <Button component={RouterLink} to={backTo} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
          {backLabel ?? t('common.back')}
        </Button>
      )}
      <Stack spacing={0.5} sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" variant="body1">
            {subtitle}
          </Typography>
        )}
      </Stack>
      {children}
    </Container>
  );
}
