import { waitFor } from '@testing-library/react';
import { createAppStore } from '../store/app-store';
import { HttpResponse, aUser, apiServer, http, mockApi } from '../testing';
import { logIn, logOut, refreshUser, registerAccount, restoreSession, walletUpdated } from './session-actions';
import { selectSessionNotice, selectSessionStatus, selectSessionUser } from './session-slice';

function sessionOf(store: ReturnType<typeof createAppStore>) {
  const state = store.getState();
  return { status: selectSessionStatus(state), user: selectSessionUser(state) };
}

describe('session', () => {
  it('starts as loading, so no route is chosen before the server has answered', () => {
    expect(sessionOf(createAppStore()).status).toBe('loading');
  });

  it('without a stored token, becomes anonymous without calling the server', async () => {
    const { calls: requests } = mockApi({});
    const store = createAppStore();
    await store.dispatch(restoreSession());
    expect(sessionOf(store)).toEqual({ status: 'anonymous', user: null });
    expect(requests).toHaveLength(0);
  });

  it('with a stored token, asks /api/auth/me with the bearer token and signs the user in', async () => {
    const user = aUser({ role: 'admin' });
    const { calls: requests } = mockApi({ 'GET /api/auth/me': { status: 200, body: user } });
    localStorage.setItem('token', 'stored-token');
    const store = createAppStore();
    await store.dispatch(restoreSession());
    expect(sessionOf(store)).toEqual({ status: 'authenticated', user });
    expect(requests[0].headers.get('Authorization')).toBe('Bearer stored-token');
    expect(requests[0].credentials).toBe('include');
    // No body, so no JSON content type.
    expect(requests[0].headers.get('Content-Type')).toBeNull();
  });

  it('when the stored token is refused, clears the stored credentials and becomes anonymous', async () => {
    mockApi({ 'GET /api/auth/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Please sign in' } } } });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('token', 'expired');
    localStorage.setItem('user', JSON.stringify(aUser()));
    const store = createAppStore();
    await store.dispatch(restoreSession());
    expect(sessionOf(store)).toEqual({ status: 'anonymous', user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('logs in with a JSON body and stores token and user', async () => {
    const user = aUser();
    const { calls: requests } = mockApi({ 'POST /api/auth/login': { status: 200, body: { token: 'new-token', user } } });
    const store = createAppStore();
    await expect(store.dispatch(logIn({ email: user.email, password: 'password123' }))).resolves.toEqual(user);
    expect(sessionOf(store)).toEqual({ status: 'authenticated', user });
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(requests[0].headers.get('Content-Type')).toBe('application/json');
    expect(requests[0].body).toEqual({ email: user.email, password: 'password123' });
  });

  it('a refused login rejects with the server error and stores nothing', async () => {
    mockApi({
      'POST /api/auth/login': { status: 401, body: { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } } },
    });
    const store = createAppStore();
    await store.dispatch(restoreSession());
    await expect(store.dispatch(logIn({ email: 'a@b.co', password: 'wrong-one' }))).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionOf(store).status).toBe('anonymous');
  });

  it('registration signs the new customer in', async () => {
    const user = aUser({ username: 'newbie' });
    mockApi({ 'POST /api/auth/register': { status: 201, body: { token: 't', user } } });
    const store = createAppStore();
    await store.dispatch(registerAccount({ username: 'newbie', email: user.email, password: 'secret1', phone: '9876543210' }));
    expect(sessionOf(store).user).toEqual(user);
    expect(localStorage.getItem('token')).toBe('t');
  });

  it('logout clears token and user data in local and session storage, and the session', async () => {
    const user = aUser();
    mockApi({ 'POST /api/auth/login': { status: 200, body: { token: 'tok', user } } });
    const store = createAppStore();
    await store.dispatch(logIn({ email: user.email, password: 'password123' }));
    localStorage.setItem('authToken', 'old');
    sessionStorage.setItem('token', 'tok');
    sessionStorage.setItem('userData', '{}');
    store.dispatch(logOut());
    expect(sessionOf(store)).toEqual({ status: 'anonymous', user: null });
    for (const key of ['token', 'user', 'authToken', 'userData']) {
      expect(localStorage.getItem(key)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
  });

  it('refreshUser fetches /api/auth/user again and updates the balance', async () => {
    const before = aUser({ balance: 100000 });
    const after = aUser({ balance: 150000 });
    let current = before;
    // /api/auth/me on restore, /api/auth/user on refresh: both answer the user as the server has it now.
    apiServer.use(http.get('/api/auth/:which', () => HttpResponse.json(current)));
    localStorage.setItem('token', 'tok');
    const store = createAppStore();
    await store.dispatch(restoreSession());
    expect(sessionOf(store).user?.balance).toBe(100000);
    current = after;
    await store.dispatch(refreshUser());
    expect(sessionOf(store).user?.balance).toBe(150000);
    expect(JSON.parse(localStorage.getItem('user')!).balance).toBe(150000);
  });

  it('a balance pushed by the server (wallet-updated) is shown and stored without fetching the account again', async () => {
    const user = aUser({ balance: 100000 });
    const { calls: requests } = mockApi({ 'GET /api/auth/me': { status: 200, body: user } });
    localStorage.setItem('token', 'tok');
    const store = createAppStore();
    await store.dispatch(restoreSession());
    store.dispatch(walletUpdated(42500));
    expect(sessionOf(store).user?.balance).toBe(42500);
    expect(JSON.parse(localStorage.getItem('user')!).balance).toBe(42500);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/auth/me']);
  });

  it('when the stored token names a session of reset demo data, signs out and keeps the server\'s reason to show', async () => {
    const notice = 'Your session ended: the demo data was reset. Please sign in again.';
    mockApi({ 'GET /api/auth/me': { status: 401, body: { error: { code: 'SESSION_ENDED', message: notice } } } });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('token', 'from-before-the-restart');
    const store = createAppStore();
    await store.dispatch(restoreSession());
    expect(sessionOf(store)).toEqual({ status: 'anonymous', user: null });
    expect(selectSessionNotice(store.getState())).toBe(notice);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('when any later request says the session ended, signs out at once with the reason', async () => {
    const user = aUser();
    let answer: { status: number; body: object } = { status: 200, body: user };
    apiServer.use(http.get('/api/auth/:which', () => HttpResponse.json(answer.body, { status: answer.status })));
    localStorage.setItem('token', 'tok');
    const store = createAppStore();
    await store.dispatch(restoreSession());
    expect(sessionOf(store).status).toBe('authenticated');

    answer = { status: 401, body: { error: { code: 'SESSION_ENDED', message: 'Your session has ended. Please sign in again.' } } };
    await store.dispatch(refreshUser());
    expect(sessionOf(store)).toEqual({ status: 'anonymous', user: null });
    expect(selectSessionNotice(store.getState())).toBe('Your session has ended. Please sign in again.');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a 401 that is not about the session (e.g. a wrong password on login) signs nobody out', async () => {
    const user = aUser();
    mockApi({
      'POST /api/auth/login': { status: 200, body: { token: 'tok', user } },
      'GET /api/auth/user': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue' } } },
    });
    const store = createAppStore();
    await store.dispatch(logIn({ email: user.email, password: 'password123' }));
    await store.dispatch(refreshUser());
    expect(sessionOf(store).status).toBe('authenticated');
    expect(selectSessionNotice(store.getState())).toBeNull();
  });

  it('logout tells the server to end the session, with the token it ends', async () => {
    const user = aUser();
    const { calls: requests } = mockApi({
      'POST /api/auth/login': { status: 200, body: { token: 'tok', user } },
      'POST /api/auth/logout': { status: 204 },
    });
    const store = createAppStore();
    await store.dispatch(logIn({ email: user.email, password: 'password123' }));
    store.dispatch(logOut());
    await waitFor(() => expect(requests.find((request) => request.path === '/api/auth/logout')).toBeDefined());
    const logout = requests.find((request) => request.path === '/api/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toBe('Bearer tok');
  });
});
