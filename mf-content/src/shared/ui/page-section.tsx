import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SectionHeader } from '@astrosetu/design-system/section-header';

export interface PageSectionProps {
  /** Omit for a section without its own heading. */
  title?: ReactNode;
  subtitle?: ReactNode;
  action?: ReactNode;
  id?: string;
  align?: 'left' | 'center';
  /** A tinted band, to separate consecutive sections. */
  tinted?: boolean;
  children: ReactNode;
  maxWidth?: 'md' | 'lg' | 'xl';
}

/** A band of a content page: a heading row and its content, labelled by the heading for landmarks. */
export function PageSection({ title, subtitle, action, id, align, tinted = false, children, maxWidth = 'lg' }: PageSectionProps) {
  const generatedId = useId();
  const headingId = `${id ?? generatedId}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={title ? headingId : undefined}
      sx={{ py: { xs: 4, md: 6 }, bgcolor: tinted ? 'brand.surfaceTint' : undefined }}
    >
      <Container maxWidth={maxWidth}>
        {title ? <SectionHeader title={title} subtitle={subtitle} action={action} id={headingId} align={align} /> : null}
        {children}
      </Container>
    </Box>
  );
}
