import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, useEdu } from '@edupassport/ui';
import { useDemoSession } from '../session/DemoSession';
import { Lead, SimplePage } from './shared';

/** A same-site path to go back to, or the feed: never another origin. */
export function safeReturnPath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login')
    ? value
    : '/feed';
}

/** The login link for a visitor on `path`: /login with the way back. */
export function loginPath(path: string): string {
  return `/login?returnTo=${encodeURIComponent(path)}`;
}

/** /login: the demo signs in as the member and returns to where the visitor came from. */
export function LoginPage() {
  const [search] = useSearchParams();
  const { state } = useLocation() as { state: { from?: string } | null };
  const navigate = useNavigate();
  const { mocks, setRole } = useDemoSession();
  const { session } = useEdu();
  const returnTo = safeReturnPath(search.get('returnTo') ?? state?.from);
  return (
    <SimplePage title="Sign in">
      <Lead>
        {session.user
          ? `You are signed in as ${String(session.user.full_name)}.`
          : 'You need to be signed in for that. The demo has no passwords: sign in as the seeded member.'}
      </Lead>
      {mocks ? (
        <Button
          onClick={() => {
            setRole('member');
            navigate(returnTo, { replace: true });
          }}
        >
          Sign in as a member
        </Button>
      ) : (
        <p>On a real backend, signing in belongs to the host app.</p>
      )}
    </SimplePage>
  );
}
