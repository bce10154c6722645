import type { Meta, StoryObj } from '@storybook/react-vite';
import { frameWidth } from '../../storybook/frame-width';
import Box from '@mui/material/Box';
import { SkeletonCard } from './skeleton-card';

const meta = {
  title: 'Layout/SkeletonCard',
  component: SkeletonCard,
  args: { variant: 'astrologer', label: 'Loading', silent: false },
  decorators: [frameWidth(360)],
} satisfies Meta<typeof SkeletonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Astrologer: Story = {};
export const Package: Story = { args: { variant: 'package' } };
export const Stat: Story = { args: { variant: 'stat' } };
export const Article: Story = { args: { variant: 'article' } };

/** The astrologer listing while loading: six cards, announced once. */
export const ListingGrid: Story = {
  parameters: { frameWidth: 'none' },
  render: () => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
      {Array.from({ length: 6 }, (_, index) => (
        <SkeletonCard key={index} label="Loading astrologers" silent={index > 0} />
      ))}
    </Box>
  ),
};
