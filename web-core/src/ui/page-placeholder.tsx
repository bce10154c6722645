import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';

export interface PagePlaceholderProps {
  title: string;
  /** One line on what the page will offer. */
  description?: string;
  /** The short status line under the title. */
  note?: string;
}

/** A page that is routed and composed but not built yet: its title and a 'coming soon' line. */
export function PagePlaceholder({ title, description, note = 'Coming soon' }: PagePlaceholderProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 3, md: 6 },
          textAlign: 'center',
          borderRadius: 4,
          background: (theme) =>
            `linear-gradient(160deg, ${theme.palette.background.paper} 0%, ${theme.palette.action.hover} 100%)`,
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 64,
            height: 64,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.contrastText',
            background: (theme) => `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
          }}
        >
          <AutoAwesomeOutlined fontSize="large" />
        </Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body1" color="text.secondary">
          {note}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {description}
          </Typography>
        )}
      </Paper>
    </Container>
  );
}
