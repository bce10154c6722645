import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from '@astrosetu/web-core/testing';
import { aUser, renderApp } from '../test/render-app';
import { reloadTo } from './full-page-navigation';

jest.mock('./full-page-navigation', () => ({ reloadTo: jest.fn() }));

const loginAnswer = (user = aUser()) => Response.json({ token: 'fresh-token', user });

async function logInWith(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/Email/), email);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('/login: Login tab', () => {
  it('shows the validation messages for an invalid email and a short password, without calling the server', async () => {
    const api = jest.fn(() => undefined);
    renderApp({ path: '/login', api });
    await logInWith('not-an-email', '123');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it.each([
    ['admin', '/admin', 'mf_admin:admin'],
    ['astrologer', '/astrologer-dashboard', 'mf_chat:astrologer-dashboard'],
  ] as const)('an %s lands on %s, and no other page is loaded on the way', async (role, landing, heading) => {
    const { runtime } = renderApp({
      path: '/login?redirect=%2Fkundli',
      api: (method, path) => (method === 'POST' && path === '/api/auth/login' ? loginAnswer(aUser({ role })) : undefined),
    });
    await logInWith(`${role}@example.com`, 'password123');
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(window.location.pathname).toBe(landing);
    expect(runtime.loaded).toEqual([`${heading.split(':')[0]}/pages`]);
    expect(localStorage.getItem('token')).toBe('fresh-token');
  });

  it('a customer goes to the redirect target', async () => {
    renderApp({ path: '/login?redirect=%2Fkundli%3Fx%3D1', api: (method) => (method === 'POST' ? loginAnswer() : undefined) });
    await logInWith('user@example.com', 'password123');
    expect(await screen.findByRole('heading', { name: 'mf_content:tools' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/kundli?x=1');
  });

  it('a customer without a redirect, or with one to another site, goes to /', async () => {
    renderApp({ path: '/login?redirect=%2F%2Fevil.example', api: (method) => (method === 'POST' ? loginAnswer() : undefined) });
    await logInWith('user@example.com', 'password123');
    expect(await screen.findByRole('heading', { name: 'mf_marketplace:home' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it("a refused login shows 'Login failed' with the server's message", async () => {
    renderApp({
      path: '/login',
      api: () => Response.json({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } }, { status: 401 }),
    });
    await logInWith('user@example.com', 'wrong-password');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("a refusal without a message shows 'Invalid credentials'", async () => {
    renderApp({ path: '/login', api: () => new Response(null, { status: 401 }) });
    await logInWith('user@example.com', 'wrong-password');
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
  });

  it("no answer at all shows 'An error occurred during login'", async () => {
    renderApp({
      path: '/login',
      api: () => HttpResponse.error(),
    });
    await logInWith('user@example.com', 'password123');
    expect(await screen.findByText('An error occurred during login')).toBeInTheDocument();
  });
});

describe('/login: Register tab', () => {
  async function openRegister() {
    await userEvent.click(await screen.findByRole('tab', { name: 'Register' }));
  }

  it('validates with the contracts\' messages', async () => {
    renderApp({ path: '/login' });
    await openRegister();
    await userEvent.type(screen.getByLabelText(/Username/), 'ab');
    await userEvent.type(screen.getByLabelText(/Phone/), '98765abc43');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
  });

  it('a short phone number gets its own message', async () => {
    renderApp({ path: '/login' });
    await openRegister();
    await userEvent.type(screen.getByLabelText(/Phone/), '98765');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Phone number must be at least 10 digits')).toBeInTheDocument();
  });

  async function register() {
    await userEvent.type(screen.getByLabelText(/Username/), 'Ravi Kumar');
    await userEvent.type(screen.getByLabelText(/Email/), 'ravi@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret12');
    await userEvent.type(screen.getByLabelText(/Phone/), '+91 98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it('creates the account, stores the session and reloads the whole page at /', async () => {
    let sent: unknown;
    renderApp({
      path: '/login',
      api: (method, path, body) => {
        if (method !== 'POST' || path !== '/api/auth/register') return undefined;
        sent = JSON.parse(body);
        return Response.json({ token: 'new-account', user: aUser({ username: 'Ravi Kumar' }) }, { status: 201 });
      },
    });
    await openRegister();
    await register();
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(sent).toEqual({ username: 'Ravi Kumar', email: 'ravi@example.com', password: 'secret12', phone: '+91 98765 43210' });
    expect(localStorage.getItem('token')).toBe('new-account');
  });

  it("a refused registration shows 'Registration failed' with the server's message", async () => {
    renderApp({
      path: '/login',
      api: () => Response.json({ error: { code: 'CONFLICT', message: 'An account with this email already exists', fields: { email: 'An account with this email already exists' } } }, { status: 409 }),
    });
    await openRegister();
    await register();
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getAllByText('An account with this email already exists').length).toBeGreaterThanOrEqual(1);
  });

  it("no answer shows 'An error occurred during registration'", async () => {
    renderApp({
      path: '/login',
      api: () => HttpResponse.error(),
    });
    await openRegister();
    await register();
    expect(await screen.findByText('An error occurred during registration')).toBeInTheDocument();
  });
});
