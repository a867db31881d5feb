// What the educator and the business profile routes share. Each route's page is a module of its own, so a route's
// first view downloads only its own page's code (the educator's page does not wait for the company page's gallery,
// the endorsement form or their pickers).
import { Link, useSearchParams } from 'react-router';
import { Button, EmptyState, useEdu } from '@edupassport/ui';
import type { DemoRole } from '../admin/mockWorld';
import { useDemoSession } from '../session/DemoSession';

/** The `?id=&mode=preview` pair both profile routes take, and whether the page is the viewer's own. */
export function useProfileQuery() {
  const [search] = useSearchParams();
  const { session } = useEdu();
  const id = search.get('id');
  const preview = search.get('mode') === 'preview';
  const own = !id || (session.user !== null && String(session.user.id) === id);
  return { id, preview, own, user: session.user };
}

interface OwnProfilePromptProps {
  title: string;
  heading: string;
  description: string;
  /** The demo role whose own profile this route shows. */
  viewAs: DemoRole;
  roleLabel: string;
  path: string;
}

/** An own-profile route the current viewer has no profile for: switch to a role that has one (or sign in). */
export function OwnProfilePrompt({ title, heading, description, viewAs, roleLabel, path }: OwnProfilePromptProps) {
  const { mocks, setRole } = useDemoSession();
  return (
    <>
      <h1>{title}</h1>
      <EmptyState
        headingLevel={2}
        title={heading}
        description={description}
        action={
          mocks ? (
            <Button onClick={() => setRole(viewAs)}>View as {roleLabel}</Button>
          ) : (
            <Link to={`/login?returnTo=${encodeURIComponent(path)}`}>Sign in</Link>
          )
        }
      />
    </>
  );
}

