import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { FilterChips } from './filter-chips';

const filters = [
  { id: 'online', label: 'Online Only' },
  { id: 'spec', label: 'Vedic Astrology' },
];

describe('FilterChips', () => {
  it('removes a filter by click and by the Delete key', async () => {
    const onRemove = jest.fn();
    renderWithTheme(<FilterChips filters={filters} onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Online Only' }));
    expect(onRemove).toHaveBeenLastCalledWith('online');
    act(() => screen.getByRole('button', { name: 'Remove filter Vedic Astrology' }).focus());
    await userEvent.keyboard('{Delete}');
    expect(onRemove).toHaveBeenLastCalledWith('spec');
  });

  it('offers "Clear all" only with two or more filters', async () => {
    const onClearAll = jest.fn();
    const { rerender } = renderWithTheme(<FilterChips filters={filters} onRemove={jest.fn()} onClearAll={onClearAll} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
    rerender(<FilterChips filters={filters.slice(0, 1)} onRemove={jest.fn()} onClearAll={onClearAll} />);
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });

  it('renders nothing without filters', () => {
    const { container } = renderWithTheme(<FilterChips filters={[]} onRemove={jest.fn()} />);
    expect(container.querySelector('ul')).toBeNull();
  });
});
