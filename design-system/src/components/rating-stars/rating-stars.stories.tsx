import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RatingStars, type RatingStarsProps } from './rating-stars';

const meta = {
  title: 'Marketplace/RatingStars',
  component: RatingStars,
  args: { value: 4.8, reviewCount: 1284, showValue: true, size: 'small', max: 5 },
  argTypes: { value: { control: { type: 'number', min: 0, max: 5, step: 0.1 } } },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rated: Story = {};

export const HalfStar: Story = { args: { value: 3.5, reviewCount: 12 } };

export const SingleReview: Story = { args: { value: 5, reviewCount: 1 } };

export const NotRatedYet: Story = { args: { value: null, reviewCount: 0 } };

export const StarsOnly: Story = { args: { value: 4, reviewCount: undefined, showValue: false } };

export const Large: Story = { args: { size: 'large', value: 4.2, reviewCount: 87 } };

function RatingInput(args: RatingStarsProps) {
  const [value, setValue] = useState<number | null>(args.value);
  return (
    <RatingStars
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange?.(next);
      }}
    />
  );
}

/** Input mode, for rating a finished consultation. */
export const Input: Story = {
  args: { value: null, reviewCount: undefined, size: 'large', label: 'Rate your consultation', name: 'consultation-rating', onChange: fn() },
  render: (args) => <RatingInput {...args} />,
};
