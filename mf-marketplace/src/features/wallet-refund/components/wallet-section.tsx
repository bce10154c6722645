import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface WalletSectionProps {
  /** The id the section is labelled by (its heading's id). */
  id: string;
  title: string;
  explain: string;
  children: ReactNode;
}

/** A titled card below the Wallet page's statement: the same width, spacing and heading level for each. */
export function WalletSection({ id, title, explain, children }: WalletSectionProps) {
  return (
    <Container maxWidth="md" sx={{ pb: 4, px: { xs: 1.5, sm: 3 } }}>
      <Card variant="outlined" component="section" aria-labelledby={id}>
        <CardContent>
          <Typography id={id} component="h2" variant="h6">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {explain}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Container>
  );
}
