import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, fakeFederationRuntime, renderApp } from '../test/render-app';

describe('shell: anonymous visitor', () => {
  it('sees the marketplace home at / with Login linking back to the current path', async () => {
    renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { name: 'mf_marketplace:home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirect=%2F');
  });

  it('sees the home page at an unknown path', async () => {
    renderApp({ path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'mf_marketplace:home' })).toBeInTheDocument();
  });

  it('has the navigation bar links (no Admin) and the footer links it can open, Delivery Policy among them', async () => {
    renderApp({ path: '/blog' });
    await screen.findByRole('heading', { name: 'mf_content:blog' });
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    const navLinks = within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(navLinks).toEqual([
      ['Home', '/'],
      ['Astrologers', '/astrologers'],
      ['Kundli', '/kundli'],
      ['Horoscopes', '/horoscopes'],
      ['Blog', '/blog'],
    ]);
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Delivery Policy' })).toHaveAttribute('href', '/shipping-policy');
    expect(within(footer).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/', '/astrologers', '/blog', '/privacy-policy', '/terms-of-service', '/refund-policy', '/shipping-policy',
    ]);
  });

  it('Login keeps the path and query it was clicked on', async () => {
    renderApp({ path: '/kundli?chart=north' });
    await screen.findByRole('heading', { name: 'mf_content:tools' });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirect=%2Fkundli%3Fchart%3Dnorth');
  });
});

describe('shell: session loading', () => {
  it('shows a spinner instead of any route until the server confirms the stored token', async () => {
    const runtime = fakeFederationRuntime();
    window.history.pushState({}, '', '/');
    localStorage.setItem('token', 'slow');
    renderApp({ runtime });
    // The fake API answers /me for no one: the first render happens before that answer.
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /mf_/ })).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: 'mf_marketplace:home' });
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('shell: a session the server ended', () => {
  it('signs out with the server\'s reason (the demo data was reset) shown above the page until closed', async () => {
    window.history.pushState({}, '', '/');
    localStorage.setItem('token', 'from-before-the-restart');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const notice = 'Your session ended: the demo data was reset. Please sign in again.';
    renderApp({
      api: (method, path) =>
        method === 'GET' && path === '/api/auth/me'
          ? Response.json({ error: { code: 'SESSION_ENDED', message: notice } }, { status: 401 })
          : undefined,
    });
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });
});

describe('shell: signed-in user', () => {
  it('shows the wallet in rupees with two decimals and the account menu without admin entries', async () => {
    renderApp({ path: '/', user: aUser({ balance: 123456 }) });
    expect(await screen.findByText('₹1,234.56')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'My Consultations' })).toHaveAttribute('href', '/consultations');
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('opens the wallet page from the balance chip (issue 32), whose name keeps the paise and whose phone label rounds down', async () => {
    renderApp({ path: '/', user: aUser({ balance: 99_950 }) });
    const chip = await screen.findByRole('link', { name: 'Wallet balance ₹999.50' });
    expect(chip).toHaveAttribute('href', '/wallet');
    // The phone label (shown below 600 px) never shows more than there is.
    expect(within(chip).getByText('₹999')).toBeInTheDocument();
    expect(within(chip).queryByText('₹1,000')).not.toBeInTheDocument();
    await userEvent.click(chip);
    expect(await screen.findByRole('heading', { name: 'mf_marketplace:wallet' })).toBeInTheDocument();
  });

  it('sees the not-found page at an unknown path', async () => {
    renderApp({ path: '/no-such-page', user: aUser() });
    expect(await screen.findByRole('heading', { name: 'mf_content:not-found' })).toBeInTheDocument();
  });

  it('logout clears the stored session and goes to /login', async () => {
    renderApp({ path: '/profile', user: aUser() });
    await screen.findByRole('heading', { name: 'mf_marketplace:profile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('shell: admin', () => {
  it('has the Admin link and the Admin Dashboard menu entry (no My Consultations), and opens mf_admin', async () => {
    const { runtime } = renderApp({ path: '/admin', user: aUser({ role: 'admin', email: 'admin@example.com' }) });
    expect(await screen.findByRole('heading', { name: 'mf_admin:admin' })).toBeInTheDocument();
    expect(within(screen.getAllByRole('navigation', { name: 'Main' })[0]).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(within(menu).queryByRole('menuitem', { name: 'My Consultations' })).not.toBeInTheDocument();
    expect(runtime.registered.map((remote) => remote.name)).toContain('mf_admin');
  });
});

describe('shell: astrologer', () => {
  it('has Home and Dashboard links, no links to pages astrologers cannot open, and Profile in the menu', async () => {
    renderApp({ path: '/dashboard', user: aUser({ role: 'astrologer', email: 'astrologer@example.com' }) });
    expect(await screen.findByRole('heading', { name: 'mf_chat:astrologer-dashboard' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Dashboard', '/astrologer-dashboard'],
    ]);
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/']);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('menu');
    const linkTargets = within(menu).getAllByRole('menuitem').flatMap((item) => item.getAttribute('href') ?? []);
    expect(linkTargets).toEqual(['/profile']);
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows Earnings (their dashboard) instead of a customer wallet', async () => {
    renderApp({ path: '/dashboard', user: aUser({ role: 'astrologer', email: 'astrologer@example.com', balance: 0 }) });
    expect(await screen.findByRole('link', { name: 'Earnings' })).toHaveAttribute('href', '/astrologer-dashboard');
    expect(screen.queryByText('₹0.00')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Wallet balance/)).not.toBeInTheDocument();
  });
});

describe('shell: mf_admin stays out of other browsers', () => {
  it.each([
    ['anonymous', null, '/admin'],
    ['user', aUser(), '/admin'],
    ['astrologer', aUser({ role: 'astrologer' }), '/admin-articles'],
  ] as const)('%s: mf_admin is neither registered nor loaded', async (_label, user, path) => {
    const { registry, runtime } = renderApp({ path, user });
    await registry.start();
    await screen.findByRole('heading', { name: /mf_(marketplace|content):/ });
    expect(runtime.registered.map((remote) => remote.name)).not.toContain('mf_admin');
    expect(runtime.loaded.filter((id) => id.startsWith('mf_admin'))).toEqual([]);
  });
});

describe('shell: a remote that cannot be loaded', () => {
  it('shows a fallback with Retry in its area only, and Retry loads it once it is back', async () => {
    const runtime = fakeFederationRuntime(new Set(['mf_content']));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({ path: '/blog', runtime });
    expect(await screen.findByText('This part of AstroSetu is unavailable')).toBeInTheDocument();
    // The rest of the site still works: navigate to a marketplace page.
    await userEvent.click(within(screen.getAllByRole('navigation', { name: 'Main' })[0]).getByRole('link', { name: 'Astrologers' }));
    expect(await screen.findByRole('heading', { name: 'mf_marketplace:astrologers' })).toBeInTheDocument();
    await userEvent.click(within(screen.getAllByRole('navigation', { name: 'Main' })[0]).getByRole('link', { name: 'Blog' }));
    await screen.findByText('This part of AstroSetu is unavailable');

    runtime.failing.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'mf_content:blog' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('This part of AstroSetu is unavailable')).not.toBeInTheDocument());
  });
});
