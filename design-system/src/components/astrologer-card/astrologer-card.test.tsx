import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { AstrologerCard, type AstrologerCardProps } from './astrologer-card';

const base: AstrologerCardProps = {
  name: 'Pandit Raghav Sharma',
  imageUrl: 'data:image/png;base64,',
  rating: 4.8,
  reviewCount: 1284,
  experienceYears: 15,
  specializations: ['Vedic', 'Career'],
  languages: ['Hindi', 'English'],
  ratePerMinute: 25,
  isOnline: true,
};

describe('AstrologerCard', () => {
  it('shows who the astrologer is, their rating, experience, languages and rate', () => {
    renderWithTheme(<AstrologerCard {...base} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Pandit Raghav Sharma' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(1,284 reviews)')).toBeInTheDocument();
    expect(screen.getByText('15 years experience')).toBeInTheDocument();
    expect(screen.getByText('Hindi, English')).toBeInTheDocument();
    expect(screen.getByText('₹25/min')).toBeInTheDocument();
  });

  it('teases packages from the price of the cheapest package (the 10-minute one, at ten times the rate)', () => {
    renderWithTheme(<AstrologerCard {...base} ratePerMinute={13} />);
    expect(screen.getByText(/Packages starting from/)).toHaveTextContent('Packages starting from ₹130');
  });

  it('shows at most three specializations and summarises the rest as "+N more"', () => {
    renderWithTheme(<AstrologerCard {...base} specializations={['Vedic', 'Tarot', 'Vastu', 'Palmistry', 'Gemstones']} />);
    const list = screen.getByRole('list', { name: 'Specializations' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Vedic', 'Tarot', 'Vastu', '+2 more: Palmistry, Gemstones']);
  });

  it('has no "+N more" with three or fewer specializations', () => {
    renderWithTheme(<AstrologerCard {...base} specializations={['Vedic', 'Tarot', 'Vastu']} />);
    expect(screen.queryByText(/more/)).not.toBeInTheDocument();
  });

  it('offers Chat Now while online', async () => {
    const onChat = jest.fn();
    renderWithTheme(<AstrologerCard {...base} onChat={onChat} />);
    expect(screen.getByText('Online')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Chat Now' }));
    expect(onChat).toHaveBeenCalledTimes(1);
  });

  it('shows the availability text and a disabled Offline button while offline', () => {
    const onChat = jest.fn();
    renderWithTheme(<AstrologerCard {...base} isOnline={false} offlineText="Available from 6:00 PM" onChat={onChat} />);
    expect(screen.queryByRole('button', { name: 'Chat Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Offline' })).toBeDisabled();
    expect(screen.getByText('Available from 6:00 PM')).toBeInTheDocument();
  });

  it('accepts languages as the comma-separated text of the listing API', () => {
    renderWithTheme(<AstrologerCard {...base} languages="Tamil, English" />);
    expect(screen.getByText('Tamil, English')).toBeInTheDocument();
  });
});
