import type { Meta, StoryObj } from '@storybook/react-vite';
import { frameWidth } from '../../storybook/frame-width';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import { fn } from 'storybook/test';
import { sampleAstrologers } from '../../storybook/sample-data';
import { AstrologerCard } from './astrologer-card';

const meta = {
  title: 'Marketplace/AstrologerCard',
  component: AstrologerCard,
  args: { ...sampleAstrologers.online, specializations: [...sampleAstrologers.online.specializations], languages: [...sampleAstrologers.online.languages], onChat: fn() },
  argTypes: {
    rating: { control: { type: 'number', min: 0, max: 5, step: 0.1 } },
    ratePerMinute: { control: { type: 'number', min: 1, step: 1 } },
    imageUrl: { control: 'text' },
  },
  decorators: [frameWidth(360)],
} satisfies Meta<typeof AstrologerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online: green dot, enabled Chat Now. */
export const Online: Story = {};

/** Offline: availability text and a disabled Offline button. */
export const Offline: Story = {
  args: { ...sampleAstrologers.offline, specializations: [...sampleAstrologers.offline.specializations], languages: [...sampleAstrologers.offline.languages] },
};

/** More than three specializations: the rest collapse into "+N more". */
export const ManySpecializations: Story = {
  args: { ...sampleAstrologers.manySpecializations, specializations: [...sampleAstrologers.manySpecializations.specializations] },
};

/** No photo: initials on indigo. */
export const WithoutImage: Story = { args: { imageUrl: undefined } };

export const NewAstrologer: Story = {
  args: { name: 'Kavya Nair', imageUrl: undefined, rating: null, reviewCount: 0, experienceYears: 1, specializations: ['Tarot Reading'], ratePerMinute: 10 },
};

export const LongName: Story = {
  args: { name: 'Jyotishacharya Venkataraman Subramaniam Krishnamurthy', specializations: ['Nadi Astrology', 'Prashna'] },
};

/** The app's controls beside the name (the marketplace puts the favourite heart and a "More" menu there). */
export const WithAction: Story = {
  args: {
    name: 'Acharya Ramakrishnan Venkataraman Iyer',
    action: (
      <IconButton aria-label="Favourite" aria-pressed={false}>
        <FavoriteBorderRounded />
      </IconButton>
    ),
  },
};

/** The listing grid: online and offline side by side. */
export const ListingGrid: Story = {
  parameters: { frameWidth: 'none' },
  render: () => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
      <AstrologerCard {...sampleAstrologers.online} onChat={() => undefined} />
      <AstrologerCard {...sampleAstrologers.manySpecializations} onChat={() => undefined} />
      <AstrologerCard {...sampleAstrologers.offline} />
    </Box>
  ),
};
