import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { CountdownBadge, type CountdownBadgeProps } from './countdown-badge';

const meta = {
  title: 'Chat/CountdownBadge',
  component: CountdownBadge,
  args: { remainingSeconds: 14 * 60 + 32, label: 'Time remaining' },
  argTypes: { remainingSeconds: { control: { type: 'range', min: -150, max: 3600, step: 1 } } },
} satisfies Meta<typeof CountdownBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};

/** Orange from 5:00. */
export const Warning: Story = { args: { remainingSeconds: 5 * 60 } };

/** Red from 2:00. */
export const Critical: Story = { args: { remainingSeconds: 105 } };

/** Pulsing red at zero or below. */
export const Expired: Story = { args: { remainingSeconds: -10 } };

/** With the 2-minute grace period, it counts down to the automatic end. */
export const ExpiredWithAutoEnd: Story = { args: { remainingSeconds: -30, graceSeconds: 120 } };

export const OverAnHour: Story = { args: { remainingSeconds: 3723 } };

export const AllStates: Story = {
  render: () => (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <CountdownBadge remainingSeconds={872} />
      <CountdownBadge remainingSeconds={271} />
      <CountdownBadge remainingSeconds={95} />
      <CountdownBadge remainingSeconds={-5} graceSeconds={120} />
    </Stack>
  ),
};

function TickingBadge({ remainingSeconds, ...rest }: CountdownBadgeProps) {
  const [seconds, setSeconds] = useState(remainingSeconds);
  useEffect(() => setSeconds(remainingSeconds), [remainingSeconds]);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((value) => value - 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return <CountdownBadge {...rest} remainingSeconds={seconds} />;
}

/** A live clock starting at 5:03, to watch it change colour. */
export const Live: Story = {
  args: { remainingSeconds: 303, graceSeconds: 120 },
  render: (args) => <TickingBadge {...args} />,
};
