import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHero } from './page-hero';

const meta = {
  title: 'Layout/PageHero',
  component: PageHero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'India’s trusted astrology consultations',
    title: 'Talk to verified astrologers, live',
    subtitle: 'Private one-to-one chat on love, marriage, career and more. Pay only for the minutes you choose, from a secure wallet.',
    align: 'left',
    dense: false,
  },
  argTypes: {
    title: { control: 'text' },
    subtitle: { control: 'text' },
    eyebrow: { control: 'text' },
    actions: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  args: {
    actions: (
      <>
        <Button variant="contained" color="secondary" size="large">
          Chat with Astrologers
        </Button>
        <Button variant="outlined" color="inherit" size="large">
          Get Started Free
        </Button>
      </>
    ),
    // The site states only figures its server counts (the home page's hero); these stand for such figures.
    children: (
      <Stack direction="row" spacing={3} sx={{ pt: 2, opacity: 0.9 }}>
        <Typography variant="body2">5 astrologers online now</Typography>
        <Typography variant="body2">★ 4.6/5 from 38 reviews</Typography>
        <Typography variant="body2">UPI · Cards</Typography>
      </Stack>
    ),
  },
};

export const Centered: Story = {
  args: { align: 'center', actions: <Button variant="contained" color="secondary">Browse Astrologers</Button> },
};

/** Inner pages use the dense hero, e.g. the consultation history. */
export const Dense: Story = {
  args: {
    dense: true,
    eyebrow: undefined,
    title: 'Your Spiritual Journey',
    subtitle: 'Every consultation, its cost and your ratings in one place.',
  },
};

/** Devanagari headline: checks line height and the display font's Hindi fallback. */
export const Hindi: Story = {
  args: {
    eyebrow: 'भरोसेमंद ज्योतिष',
    title: 'भारत के सबसे भरोसेमंद ज्योतिषियों से बात करें',
    subtitle: 'सत्यापित वैदिक ज्योतिषियों से लाइव चैट, चौबीसों घंटे। सुरक्षित भुगतान, निजी परामर्श।',
    actions: <Button variant="contained" color="secondary">ज्योतिषी से चैट करें</Button>,
  },
};
