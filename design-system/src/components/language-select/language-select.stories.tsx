import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSelect, type LanguageSelectProps } from './language-select';

function Controlled(args: LanguageSelectProps) {
  const [value, setValue] = useState(args.value);
  return (
    <LanguageSelect
      {...args}
      value={value}
      onChange={(code) => {
        setValue(code);
        args.onChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Marketplace/LanguageSelect',
  component: LanguageSelect,
  args: { value: 'en', onChange: fn(), label: 'Language', disabled: false, size: 'medium', fullWidth: false },
  argTypes: {
    value: { control: 'select', options: ['en', 'hi', 'bn', 'ta', 'te', 'mr', 'gu', 'kn', 'or', 'pa'] },
    options: { control: false },
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Hindi: Story = { args: { value: 'hi' } };

export const Tamil: Story = { args: { value: 'ta', helperText: 'Chat messages and quick replies use this language' } };

export const Small: Story = { args: { size: 'small', label: 'Chat language' } };

export const Disabled: Story = { args: { disabled: true } };

/** The open menu: every language in its own script. */
export const Open: Story = {
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    // The menu is portalled to the document body, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('option', { name: /Bengali/ })).toBeInTheDocument();
  },
};
