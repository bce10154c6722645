import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FilterChips, type FilterChipItem, type FilterChipsProps } from './filter-chips';

function Removable(args: FilterChipsProps) {
  const [filters, setFilters] = useState<readonly FilterChipItem[]>(args.filters);
  return (
    <FilterChips
      {...args}
      filters={filters}
      onRemove={(id) => {
        setFilters((current) => current.filter((filter) => filter.id !== id));
        args.onRemove(id);
      }}
      onClearAll={
        args.onClearAll
          ? () => {
              setFilters([]);
              args.onClearAll?.();
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Marketplace/FilterChips',
  component: FilterChips,
  args: {
    filters: [
      { id: 'search', label: 'Search: marriage' },
      { id: 'online', label: 'Online Only' },
      { id: 'specialization', label: 'Vedic Astrology' },
    ],
    onRemove: fn(),
    onClearAll: fn(),
    clearAllLabel: 'Clear all',
    label: 'Active filters',
  },
  render: (args) => <Removable {...args} />,
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {};

/** One filter: no "Clear all". */
export const Single: Story = { args: { filters: [{ id: 'online', label: 'Online Only' }] } };

export const WithoutClearAll: Story = { args: { onClearAll: undefined } };

/** No filters: renders nothing. */
export const Empty: Story = { args: { filters: [] } };
