import { useSyncExternalStore } from 'react';
import { browserCookies, DEFAULT_ADMIN_COOKIE, readAdminCookie } from './adminSession';

// No browser event tells us a cookie changed; re-reading when the page regains focus catches a
// sign-in or sign-out made in another tab.
function subscribeToFocus(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('focus', onChange);
  return () => window.removeEventListener('focus', onChange);
}

/**
 * The admin cookie's verdict (see `readAdminCookie`): from `cookies` when given, else `document.cookie` in the
 * browser; on the server only `cookies` is read, so server and first client render agree. One reading for
 * AdminProvider and for `useAdmin()` without it, so the same cookie gives the same answer either way.
 */
export function useAdminCookie(cookies: string | undefined, cookieName: string = DEFAULT_ADMIN_COOKIE): boolean | undefined {
  return useSyncExternalStore(
    subscribeToFocus,
    () => readAdminCookie(cookies ?? browserCookies(), cookieName),
    () => (cookies === undefined ? undefined : readAdminCookie(cookies, cookieName)),
  );
}
