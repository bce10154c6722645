import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SectionHeader } from '@astrosetu/design-system/section-header';

export interface HomeSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}

/** One band of the home page, labelled by its heading. */
export function HomeSection({ id, title, subtitle, action, tinted = false, children }: HomeSectionProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 5, md: 7 }, bgcolor: tinted ? 'brand.surfaceTint' : undefined }}>
      <Container maxWidth="lg">
        <SectionHeader id={id} title={title} subtitle={subtitle} action={action} />
        {children}
      </Container>
    </Box>
  );
}
