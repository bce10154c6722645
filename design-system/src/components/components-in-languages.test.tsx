import { act, screen } from '@testing-library/react';
import { chooseLanguage } from '../i18n/language-choice';
import { renderWithTheme } from '../test/render-with-theme';
import { AstrologerCard } from './astrologer-card/astrologer-card';
import { CountdownBadge } from './countdown-badge/countdown-badge';
import { PackageCard } from './package-card/package-card';
import { RatingStars } from './rating-stars/rating-stars';
import { ZodiacSignTile } from './zodiac-sign-tile/zodiac-sign-tile';
import { zodiacSignById } from './zodiac-sign-tile/zodiac-signs';

const card = {
  name: 'Pt. Raghav Sharma',
  rating: 4.8,
  reviewCount: 1234,
  experienceYears: 12,
  specializations: ['Vedic', 'Tarot', 'Numerology', 'Vastu'],
  languages: ['Hindi', 'English'],
  ratePerMinute: 25,
};

afterEach(() => act(() => chooseLanguage('en', { remember: false })));

describe('components in the site language', () => {
  it('when the site is in Hindi, then the astrologer card, the package card, the countdown and the rating read in Hindi', async () => {
    await act(() => chooseLanguage('hi', { remember: false }));
    renderWithTheme(
      <>
        <AstrologerCard {...card} isOnline onChat={() => undefined} />
        <AstrologerCard {...card} name="Meenakshi Iyer" isOnline={false} />
        <PackageCard minutes={30} pricePaise={60000} savingsPaise={15000} mostPopular />
        <CountdownBadge remainingSeconds={245} />
        <CountdownBadge remainingSeconds={-5} graceSeconds={90} />
        <RatingStars value={null} reviewCount={0} />
      </>,
    );
    expect(screen.getAllByText('12 वर्ष का अनुभव')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'अभी चैट करें' })).toBeInTheDocument();
    expect(screen.getAllByText('ऑफ़लाइन').length).toBeGreaterThan(0);
    expect(screen.getByText('10:00 am से उपलब्ध')).toBeInTheDocument();
    expect(screen.getAllByText('₹25/मिनट')).toHaveLength(2);
    expect(screen.getAllByText((_, element) => element?.textContent === 'पैकेज ₹250 से शुरू')).not.toHaveLength(0);
    expect(screen.getAllByRole('list', { name: 'विशेषज्ञता' })).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: '5 में से 4.8 रेटिंग' })).toHaveLength(2);
    expect(screen.getAllByText('(1,234 समीक्षाएँ)')).toHaveLength(2);
    expect(screen.getByText('30 मिनट')).toBeInTheDocument();
    expect(screen.getByText('सबसे लोकप्रिय')).toBeInTheDocument();
    expect(screen.getByText('₹20 प्रति मिनट')).toBeInTheDocument();
    expect(screen.getByText('₹150 की बचत')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अभी खरीदें' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'शेष समय: 4 मिनट 5 सेकंड' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'समय समाप्त हो गया, सत्र 1 मिनट 25 सेकंड में बंद होगा' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'अभी तक कोई रेटिंग नहीं' })).toBeInTheDocument();
    expect(screen.getByText('नया')).toBeInTheDocument();
  });

  it('when the site is in Tamil, then a zodiac tile names the sign in Tamil alone (the Sanskrit name already), and its dates are Tamil', async () => {
    await act(() => chooseLanguage('ta', { remember: false }));
    renderWithTheme(<ZodiacSignTile sign={zodiacSignById('leo')} showDates />);
    const names = screen.getAllByText(/சிம்மம்|Leo|Simha|सिंह/).map((element) => element.textContent);
    expect(names).toEqual(['சிம்மம்']);
    // Leo runs from 23 July to 22 August: Intl's ta-IN month names.
    expect(screen.getByText(/^ஜூலை 23 – ஆக\.? 22$/)).toBeInTheDocument();
  });
});
