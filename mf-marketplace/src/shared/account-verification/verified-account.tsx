import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ErrorCode, User } from '@astrosetu/contracts';
import { useSession } from '@astrosetu/web-core';

// Fetched when a booking first needs it: it validates the mobile number with a contracts schema, and every page of
// this remote sits inside the provider, so a static import put zod into the first visit to / (issue 37).
const VerifyAccountDialog = lazy(() => import('./verify-account-dialog').then((module) => ({ default: module.VerifyAccountDialog })));

interface VerifiedAccount {
  /**
   * Resolves true at once when the signed-in customer's e-mail and mobile number are verified; otherwise opens the
   * verification dialog and resolves true when both are done, false when the customer closes it. `account` is a
   * copy just read from the server (refreshUser's answer), newer than this render's session.
   */
  ensureVerified: (account?: User | null) => Promise<boolean>;
}

const VerifiedAccountContext = createContext<VerifiedAccount | null>(null);

/** The server's refusals that the dialog answers (a session older than a change of number, another tab). */
export function isVerificationRefusal(code: ErrorCode | undefined): boolean {
  return code === 'EMAIL_NOT_VERIFIED' || code === 'PHONE_NOT_VERIFIED';
}

/** Holds the one verification dialog of a page; MarketplacePage puts it around every page of this remote. */
export function VerifiedAccountProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const waiting = useRef<Array<(verified: boolean) => void>>([]);

  const settle = useCallback((verified: boolean) => {
    setOpen(false);
    const resolvers = waiting.current;
    waiting.current = [];
    for (const resolve of resolvers) resolve(verified);
  }, []);

  const ensureVerified = useCallback(
    (account?: User | null) => {
      const current = account ?? user;
      if (current?.emailVerified && current.phoneVerified) return Promise.resolve(true);
      setOpen(true);
      return new Promise<boolean>((resolve) => waiting.current.push(resolve));
    },
    [user],
  );

  const value = useMemo(() => ({ ensureVerified }), [ensureVerified]);
  const onVerified = useCallback(() => settle(true), [settle]);
  const onClose = useCallback(() => settle(false), [settle]);

  return (
    <VerifiedAccountContext.Provider value={value}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <VerifyAccountDialog open onClose={onClose} onVerified={onVerified} />
        </Suspense>
      ) : null}
    </VerifiedAccountContext.Provider>
  );
}

/** Booking, vouchers and the waitlist ask for a verified account first (docs/trust.md#verified-accounts). */
export function useVerifiedAccount(): VerifiedAccount {
  const context = useContext(VerifiedAccountContext);
  if (!context) throw new Error('useVerifiedAccount needs a VerifiedAccountProvider (MarketplacePage) above it');
  return context;
}
