import { screen } from '@testing-library/react';
import { mockApi } from '@astrosetu/web-core/testing';
import { renderRoute } from '../shared/test/render-route';

jest.setTimeout(30_000);

beforeEach(() => {
  mockApi({});
  jest.useFakeTimers({ now: new Date('2026-11-18T10:00:00+05:30'), advanceTimers: true });
});
afterEach(() => jest.useRealTimers());

describe('policy pages', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/refund-policy', 'Refund Policy'],
    ['/shipping-policy', 'Shipping & Delivery Policy'],
  ])('%s has its title, Back to Home and a Last updated line with today\'s date', async (path, title) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Last updated: Wednesday, 18 November 2026')).toBeInTheDocument();
  });

  it('the privacy policy covers collection, use, sharing, security, rights, cookies and contact', async () => {
    renderRoute('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Contents',
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. Sharing of Information',
      '4. Data Security',
      '5. Your Rights',
      '6. Cookies and Local Storage',
      '7. Contact Us',
    ]);
  });

  it('the refund policy states the windows, processing times and credit rules', async () => {
    renderRoute('/refund-policy');
    await screen.findByRole('heading', { level: 1, name: 'Refund Policy' });
    const text = document.body.textContent ?? '';
    for (const claim of [
      'within 24 hours of the issue',
      'review every request within 24 hours',
      'processed within 3-5 business days',
      'Credit and debit cards: 5-7 business days',
      'Net banking: 3-5 business days',
      'UPI and digital wallets: 1-3 business days',
      'as platform credit to your AstroSetu wallet, not as cash',
      'Wallet credits do not expire.',
      'Promotional and bonus credits are non-refundable',
      'more than 30 minutes',
      'cancels within 2 hours of your booking',
      'duplicate charge',
    ]) {
      expect(text).toContain(claim);
    }
  });

  it('the terms say guidance is for entertainment, with no guarantee and no replacement for professional advice', async () => {
    renderRoute('/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    const text = document.body.textContent ?? '';
    expect(text).toContain('for entertainment and guidance');
    expect(text).toContain('We do not guarantee any result');
    expect(text).toContain('does not replace professional medical, legal or financial advice');
    expect(text).toContain('delivered digitally and instantly');
    expect(text).toContain('arbitration');
    expect(text).toContain('9:00 AM to 6:00 PM IST, Monday to Saturday');
  });

  it('the shipping policy gives the physical delivery times', async () => {
    renderRoute('/shipping-policy');
    await screen.findByRole('heading', { level: 1, name: 'Shipping & Delivery Policy' });
    const text = document.body.textContent ?? '';
    expect(text).toContain('processed within 1-2 business days');
    expect(text).toContain('within India takes 3-7 business days');
    expect(text).toContain('International delivery takes 7-15 business days');
    expect(text).toContain('Hindi, English and regional languages');
  });
});
