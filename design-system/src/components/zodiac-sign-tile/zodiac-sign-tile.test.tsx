import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { ZodiacSignTile } from './zodiac-sign-tile';
import { zodiacSignById } from './zodiac-signs';

describe('ZodiacSignTile', () => {
  it('shows the English, Sanskrit, Hindi and Tamil names, each tagged with its language', () => {
    renderWithTheme(<ZodiacSignTile sign={zodiacSignById('leo')} showDates />);
    expect(screen.getByText('Leo')).toBeInTheDocument();
    expect(screen.getByText('Simha')).toHaveAttribute('lang', 'sa-Latn');
    expect(screen.getByText('सिंह')).toHaveAttribute('lang', 'hi');
    expect(screen.getByText('சிம்மம்')).toHaveAttribute('lang', 'ta');
    expect(screen.getByText('Jul 23 – Aug 22')).toBeInTheDocument();
  });

  it('is a toggle button when selectable', async () => {
    const onSelect = jest.fn();
    renderWithTheme(<ZodiacSignTile sign={zodiacSignById('aries')} onSelect={onSelect} selected />);
    const button = screen.getByRole('button', { name: /Aries/ });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'aries' }));
  });

  it('is a link when given an href', () => {
    renderWithTheme(<ZodiacSignTile sign={zodiacSignById('pisces')} href="/horoscopes" />);
    expect(screen.getByRole('link', { name: /Pisces/ })).toHaveAttribute('href', '/horoscopes');
  });
});
