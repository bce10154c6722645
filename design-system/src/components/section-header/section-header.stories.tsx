import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { SectionHeader } from './section-header';

const meta = {
  title: 'Layout/SectionHeader',
  component: SectionHeader,
  args: {
    title: 'Featured Astrologers',
    subtitle: 'Hand-picked experts with the highest ratings this week.',
    align: 'left',
    headingLevel: 'h2',
  },
  argTypes: { title: { control: 'text' }, subtitle: { control: 'text' }, action: { control: false } },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: { title: 'Recent Consultations', subtitle: undefined, action: <Button variant="text">View All</Button> },
};

export const Centered: Story = {
  args: { align: 'center', title: 'Explore the 12 Zodiac Signs', subtitle: 'Read your daily, weekly and monthly horoscope.' },
};
