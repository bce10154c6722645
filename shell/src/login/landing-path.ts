import type { Role } from '@astrosetu/contracts';

/** Only same-site paths are followed, so a crafted ?redirect= cannot send a visitor to another site. */
export function safeRedirectPath(redirect: string | null): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  if (redirect === '/login' || redirect.startsWith('/login?')) return null;
  return redirect;
}

/** Where a successful login goes: admins to /admin, astrologers to their dashboard, others to the redirect or /. */
export function landingPathAfterLogin(role: Role, redirect: string | null): string {
  if (role === 'admin') return '/admin';
  if (role === 'astrologer') return '/astrologer-dashboard';
  return safeRedirectPath(redirect) ?? '/';
}
