import { act, renderHook, screen } from '@testing-library/react';
import { chooseLanguage } from '../../i18n/language-choice';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { useZodiacSignName, ZodiacSignTile } from './zodiac-sign-tile';
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

  it('in an Indian language, shows the sign in that script alone: the Sanskrit name in Latin letters is for English readers', async () => {
    await act(() => chooseLanguage('te', { remember: false }));
    try {
      renderWithTheme(<ZodiacSignTile sign={zodiacSignById('leo')} />);
      expect(await screen.findByText('సింహం')).toBeInTheDocument();
      expect(screen.queryByText('Simha')).toBeNull();
      expect(screen.queryByText('सिंह')).toBeNull();
    } finally {
      await act(() => chooseLanguage('en', { remember: false }));
    }
  });
});

describe('useZodiacSignName', () => {
  it.each([
    ['en', 'Leo'],
    ['hi', 'सिंह'],
    ['te', 'సింహం'],
    ['bn', 'সিংহ'],
    ['ml', 'ചിങ്ങം'],
  ] as const)('in %s, names Leo %s', async (language, name) => {
    await act(() => chooseLanguage(language, { remember: false }));
    try {
      const { result } = renderHook(() => useZodiacSignName());
      expect(result.current(zodiacSignById('leo'))).toBe(name);
    } finally {
      await act(() => chooseLanguage('en', { remember: false }));
    }
  });
});
