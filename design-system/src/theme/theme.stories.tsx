import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import { getContrastRatio, useTheme } from '@mui/material/styles';

function Swatch({ name, colour, text }: { name: string; colour: string; text: string }) {
  return (
    <Box sx={{ borderRadius: '16px', overflow: 'hidden', border: 1, borderColor: 'divider', minWidth: 0 }}>
      <Box sx={{ bgcolor: colour, color: text, px: 2, py: 3, fontWeight: 700 }}>Aa अ அ</Box>
      <Box sx={{ p: 1.5 }}>
        <Typography variant="subtitle2" component="p">
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {colour} · {getContrastRatio(text, colour).toFixed(1)}:1
        </Typography>
      </Box>
    </Box>
  );
}

function Palette() {
  const { palette } = useTheme();
  const swatches: Array<[string, string, string]> = [
    ['primary (indigo)', palette.primary.main, palette.primary.contrastText],
    ['secondary (saffron)', palette.secondary.main, palette.secondary.contrastText],
    ['marigold accent', palette.brand.marigold, palette.brand.onMarigold],
    ['success', palette.success.main, palette.success.contrastText],
    ['warning', palette.warning.main, palette.warning.contrastText],
    ['error', palette.error.main, palette.error.contrastText],
    ['info', palette.info.main, palette.info.contrastText],
    ['background', palette.background.default, palette.text.primary],
    ['paper', palette.background.paper, palette.text.primary],
    ['surface tint', palette.brand.surfaceTint, palette.text.secondary],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}>
      {swatches.map(([name, colour, text]) => (
        <Swatch key={name} name={name} colour={colour} text={text} />
      ))}
    </Box>
  );
}

function TypeScale() {
  const variants = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'body1', 'body2', 'caption'] as const;
  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => (
        <Typography key={variant} variant={variant} component="p">
          {variant}: Your stars, your language · आपके सितारे, आपकी भाषा · உங்கள் நட்சத்திரங்கள்
        </Typography>
      ))}
    </Stack>
  );
}

function ComponentDefaults() {
  return (
    <Stack spacing={3}>
      <AppBar position="static">
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            AstroSetu
          </Typography>
          <Button color="inherit">Astrologers</Button>
          <Button variant="contained">Login</Button>
        </Toolbar>
      </AppBar>
      <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap>
        <Button variant="contained">Chat Now</Button>
        <Button variant="contained" color="secondary">
          Recharge Wallet
        </Button>
        <Button variant="outlined">View Profile</Button>
        <Button variant="text">View All</Button>
        <Button variant="contained" disabled>
          Offline
        </Button>
        <Button variant="contained" color="error">
          End Call
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Chip label="Vedic Astrology" />
        <Chip label="Online" color="success" />
        <Chip label="Most Popular" color="secondary" />
        <Chip label="Outlined" variant="outlined" color="primary" />
      </Stack>
      <Tabs value={0} aria-label="Example tabs">
        <Tab label="Daily" />
        <Tab label="Weekly" />
        <Tab label="Monthly" />
      </Tabs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Full name" defaultValue="Priya Sharma" />
        <TextField label="Email" error helperText="Invalid email address" defaultValue="priya@" />
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'Theme/Brand',
  parameters: { controls: { disable: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every swatch shows its text colour on it and the contrast ratio (AA needs 4.5:1). */
export const Colours: Story = { render: () => <Palette /> };

/** Latin, Devanagari and Tamil on one line per variant: the font stacks and line heights at work. */
export const Typography_: Story = { name: 'Typography', render: () => <TypeScale /> };

/** MUI components with the theme's defaults and overrides (no sx). */
export const Components: Story = { render: () => <ComponentDefaults /> };
