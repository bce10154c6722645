import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { PackageCard } from './package-card';

describe('PackageCard', () => {
  it('shows duration, price, per-minute cost, savings and the Most Popular ribbon', () => {
    renderWithTheme(<PackageCard minutes={15} pricePaise={37500} savingsPaise={2500} mostPopular />);
    expect(screen.getByRole('heading', { name: '15 min' })).toBeInTheDocument();
    expect(screen.getByText('₹375')).toBeInTheDocument();
    expect(screen.getByText('₹25 per minute')).toBeInTheDocument();
    expect(screen.getByText('Save ₹25')).toBeInTheDocument();
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
  });

  it('shows an hour as hours and has no ribbon or savings by default', () => {
    renderWithTheme(<PackageCard minutes={60} pricePaise={150000} />);
    expect(screen.getByRole('heading', { name: '1 hr' })).toBeInTheDocument();
    expect(screen.queryByText('Most Popular')).not.toBeInTheDocument();
    expect(screen.queryByText(/Save/)).not.toBeInTheDocument();
  });

  it('calls back when chosen and waits while processing', async () => {
    const onSelect = jest.fn();
    const { rerender } = renderWithTheme(<PackageCard minutes={10} pricePaise={25000} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    rerender(<PackageCard minutes={10} pricePaise={25000} onSelect={onSelect} pending />);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });
});
