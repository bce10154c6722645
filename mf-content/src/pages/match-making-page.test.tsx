import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok } from '@astrosetu/web-core/testing';
import { chennaiSearchFixture, gunaMilanFixture } from '../shared/test/fixtures/engine-fixtures';
import { aUser, currentLocation, renderRoute } from '../shared/test/render-route';

jest.setTimeout(40_000);

describe('/match-making', () => {
  it('sends a guest to sign in first, with a way back to the chosen package', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderRoute('/match-making');
    // No invented social proof: no counts of matches or years, no testimonials (AstroSetu has none to show).
    await screen.findByRole('heading', { name: 'Why Match Making with AstroSetu' });
    expect(screen.queryByText(/\d+\+/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Success Stories' })).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose Package: Detailed Compatibility' }));
    const login = new URL(currentLocation(), 'http://localhost');
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('redirect')).toBe('/match-making?package=detailed');
  });

  it('sends a signed-in customer straight to payment with amount, service and package', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderRoute('/match-making', { user: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Choose Package: Premium Match Making' }));
    expect(currentLocation()).toBe('/payment?amount=999&service=match-making&package=premium');
  });

  it('continues to payment after sign-in when the link carries the chosen package', async () => {
    mockApi({});
    renderRoute('/match-making?package=basic', { user: aUser() });
    await screen.findByText('Left the remote');
    expect(currentLocation()).toBe('/payment?amount=299&service=match-making&package=basic');
  });

  it('shows the three packages at catalogue prices, most popular marked', async () => {
    mockApi({});
    renderRoute('/match-making');
    await screen.findByRole('heading', { name: 'Match Making Packages' });
    for (const [name, price] of [['Basic Match Analysis', '₹299'], ['Detailed Compatibility', '₹599'], ['Premium Match Making', '₹999']]) {
      const card = screen.getByRole('heading', { name }).closest('.MuiCard-root') as HTMLElement;
      expect(card).toHaveTextContent(price);
    }
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
  });

  it('checks guna milan for two births and shows the eight kootas', async () => {
    const server = mockApi({ 'GET /api/locations/search': ok(chennaiSearchFixture), 'POST /api/guna-milan': ok(gunaMilanFixture) });
    const user = userEvent.setup();
    renderRoute('/match-making');
    const check = await screen.findByRole('button', { name: 'Check Guna Milan' });
    expect(check).toBeDisabled();
    for (const [who, date, time] of [['Groom', '1992-03-10', '08:15'], ['Bride', '1994-11-22', '19:40']]) {
      const person = screen.getByRole('group', { name: who });
      await user.type(within(person).getByLabelText(/^Birth date/), date);
      await user.type(within(person).getByLabelText(/^Birth time/), time);
      await user.type(within(person).getByRole('combobox', { name: /^Birth place/ }), 'chen');
      await user.click(await screen.findByRole('option', { name: /Chennai/ }));
    }
    expect(check).toBeEnabled();
    await user.click(check);

    const kootas = await screen.findByRole('table', { name: 'The eight kootas' });
    const rows = within(kootas).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows).toEqual(['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi']);
    expect(screen.getByRole('heading', { name: `Guna Milan: ${gunaMilanFixture.total} of 36 points` })).toBeInTheDocument();
    // The South Indian ten poruthams beside the ashtakoot, with the essential Rajju flagged.
    const poruthams = screen.getByRole('region', { name: 'South Indian poruthams: 5 of 10' });
    expect(within(poruthams).getAllByRole('listitem')).toHaveLength(10);
    expect(within(poruthams).getByText(/Rajju does not match/)).toBeInTheDocument();
    const body = server.callsTo('POST', '/api/guna-milan')[0].body as { boy: { date: string }; girl: { date: string } };
    expect(body.boy).toMatchObject({ date: '1992-03-10', time: '08:15', latitude: 13.08784, timezone: 'Asia/Kolkata' });
    expect(body.girl).toMatchObject({ date: '1994-11-22', time: '19:40' });
  });
});
