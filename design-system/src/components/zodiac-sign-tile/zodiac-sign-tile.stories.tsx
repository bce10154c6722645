import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { frameWidth } from '../../storybook/frame-width';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import { ZodiacSignTile } from './zodiac-sign-tile';
import { ZODIAC_SIGNS, zodiacSignById, type ZodiacSignId } from './zodiac-signs';

const meta = {
  title: 'Marketplace/ZodiacSignTile',
  component: ZodiacSignTile,
  args: { sign: zodiacSignById('aries'), selected: false, showDates: false, size: 'regular' },
  argTypes: {
    sign: {
      control: 'select',
      options: ZODIAC_SIGNS.map((sign) => sign.id),
      mapping: Object.fromEntries(ZODIAC_SIGNS.map((sign) => [sign.id, sign])),
    },
  },
  decorators: [frameWidth(180)],
} satisfies Meta<typeof ZodiacSignTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDates: Story = { args: { sign: zodiacSignById('scorpio'), showDates: true } };

export const Link: Story = { args: { sign: zodiacSignById('leo'), href: '/horoscopes' } };

export const Selectable: Story = { args: { sign: zodiacSignById('gemini'), onSelect: fn() } };

export const Selected: Story = { args: { sign: zodiacSignById('gemini'), onSelect: fn(), selected: true } };

export const Compact: Story = { args: { sign: zodiacSignById('sagittarius'), size: 'compact' } };

function SignPicker() {
  const [selected, setSelected] = useState<ZodiacSignId>('aries');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
      {ZODIAC_SIGNS.map((sign) => (
        <ZodiacSignTile key={sign.id} sign={sign} showDates selected={sign.id === selected} onSelect={(picked) => setSelected(picked.id)} />
      ))}
    </Box>
  );
}

/** The home page grid and horoscope sign picker: all twelve signs. */
export const AllSigns: Story = {
  parameters: { frameWidth: 'none' },
  render: () => <SignPicker />,
};
