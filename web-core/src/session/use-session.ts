import { useCallback, useMemo } from 'react';
import { useInRouterContext, useNavigate, type NavigateFunction } from 'react-router-dom';
import type { LoginRequest, RegisterRequest, Role, User } from '@astrosetu/contracts';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { logIn, logOut, refreshUser, registerAccount, type SignInOptions } from './session-actions';
import { selectSessionStatus, selectSessionUser, type SessionStatus } from './session-slice';

export interface Session {
  user: User | null;
  status: SessionStatus;
  isAuthenticated: boolean;
  /** Display only: the server decides what an admin may do. */
  isAdmin: boolean;
  role: Role | null;
  login: (credentials: LoginRequest, options?: SignInOptions) => Promise<User>;
  register: (details: RegisterRequest, options?: SignInOptions) => Promise<User>;
  /** Clears the session and goes to /login. */
  logout: () => void;
  refreshUser: () => Promise<User | undefined>;
}

function useOptionalNavigate(): NavigateFunction | undefined {
  // Hooks may not be called conditionally, but whether we are inside a router never changes for a component.
  const inRouter = useInRouterContext();
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return inRouter ? useNavigate() : undefined;
}

/** The signed-in user and the actions that change the session; the same for the shell and every remote. */
export function useSession(): Session {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const status = useAppSelector(selectSessionStatus);
  const navigate = useOptionalNavigate();

  const login = useCallback(
    (credentials: LoginRequest, options?: SignInOptions) => dispatch(logIn(credentials, options)),
    [dispatch],
  );
  const register = useCallback(
    (details: RegisterRequest, options?: SignInOptions) => dispatch(registerAccount(details, options)),
    [dispatch],
  );
  const refresh = useCallback(() => dispatch(refreshUser()), [dispatch]);
  const logout = useCallback(() => {
    dispatch(logOut());
    if (navigate) navigate('/login');
    else window.location.assign('/login');
  }, [dispatch, navigate]);

  return useMemo(
    () => ({
      user,
      status,
      isAuthenticated: status === 'authenticated' && user !== null,
      isAdmin: user?.role === 'admin',
      role: user?.role ?? null,
      login,
      register,
      logout,
      refreshUser: refresh,
    }),
    [user, status, login, register, logout, refresh],
  );
}
