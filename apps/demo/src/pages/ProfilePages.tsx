import { Link, useSearchParams } from 'react-router';
import { EducatorProfilePage } from '@edupassport/profiles';
import { Button, EmptyState, useEdu } from '@edupassport/ui';
import { useDemoSession } from '../session/DemoSession';
import { Lead } from './shared';

/** /profiles/educator: the own profile without `id`; `?id=&mode=preview` is a visitor's (or the owner's public) view. */
export function EducatorPage() {
  const [search] = useSearchParams();
  const { session } = useEdu();
  const { mocks, setRole } = useDemoSession();
  const id = search.get('id');
  const preview = search.get('mode') === 'preview';
  const own = !id || (session.user && String(session.user.id) === id);
  if (!id && !session.user) {
    return (
      <>
        <h1>My educator profile</h1>
        <EmptyState
          headingLevel={2}
          title="Sign in to see your profile"
          description="Your own educator profile needs a signed-in educator. Any educator's public profile opens with ?id=."
          action={
            mocks ? (
              <Button onClick={() => setRole('member')}>View as the member</Button>
            ) : (
              <Link to="/login?returnTo=%2Fprofiles%2Feducator">Sign in</Link>
            )
          }
        />
      </>
    );
  }
  // The profile page titles itself with the educator's name.
  return (
    <>
      <Lead>
        {own
          ? 'Your educator profile: edit each section, or switch to the public view.'
          : 'An educator’s public profile.'}
      </Lead>
      <EducatorProfilePage key={`${id ?? 'own'}-${preview}`} userId={id} defaultPublicView={preview} />
    </>
  );
}
