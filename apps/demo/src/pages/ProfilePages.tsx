import { Link, useParams, useSearchParams } from 'react-router';
import { BusinessProfilePage, EducatorProfilePage, EndorsementResponsePage } from '@edupassport/profiles';
import { Button, EmptyState, useEdu } from '@edupassport/ui';
import type { DemoRole } from '../admin/mockWorld';
import { useDemoSession } from '../session/DemoSession';
import { Lead } from './shared';

/** The `?id=&mode=preview` pair both profile routes take, and whether the page is the viewer's own. */
function useProfileQuery() {
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
function OwnProfilePrompt({ title, heading, description, viewAs, roleLabel, path }: OwnProfilePromptProps) {
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

/** /profiles/educator: the own profile without `id`; `?id=&mode=preview` is a visitor's (or the owner's public) view. */
export function EducatorPage() {
  const { id, preview, own, user } = useProfileQuery();
  if (!id && !user) {
    return (
      <OwnProfilePrompt
        title="My educator profile"
        heading="Sign in to see your profile"
        description="Your own educator profile needs a signed-in educator. Any educator's public profile opens with ?id=."
        viewAs="member"
        roleLabel="the member"
        path="/profiles/educator"
      />
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

/** The account types that own a business profile. */
const BUSINESS_TYPES = new Set(['business', 'vendor']);

/** /profiles/business: the own company page without `id` (business accounts); `?id=&mode=preview` the public view. */
export function BusinessPage() {
  const { id, preview, own, user } = useProfileQuery();
  const { mocks, setRole } = useDemoSession();
  const ownsBusiness = Boolean(user && BUSINESS_TYPES.has(String(user.user_types)));
  // On the mock backend a viewer without a business of their own sees a seeded business's public page, with the
  // owner's view one role switch away, rather than an empty page.
  const seeded = !id && user && !ownsBusiness && mocks ? mocks.MOCK_USER_IDS.businessOwner : undefined;
  if (seeded !== undefined) {
    return (
      <>
        <Lead>
          A business’s public profile, as a visitor sees it.{' '}
          <Button variant="ghost" size="sm" onClick={() => setRole('businessOwner')}>
            View as the business owner
          </Button>{' '}
          to edit it.
        </Lead>
        <BusinessProfilePage key={`seeded-${seeded}`} userId={seeded} preview />
      </>
    );
  }
  if (!id && !ownsBusiness) {
    return (
      <OwnProfilePrompt
        title="My business profile"
        heading={user ? 'This account has no business profile' : 'Sign in to see your business profile'}
        description="Your own business profile needs a signed-in business account. Any business's public profile opens with ?id=."
        viewAs="businessOwner"
        roleLabel="the business owner"
        path="/profiles/business"
      />
    );
  }
  // The page titles itself with the company's name.
  return (
    <>
      <Lead>
        {own && !preview
          ? 'Your business profile: update the company information and the event gallery, or share the page.'
          : 'A business’s public profile.'}
      </Lead>
      <BusinessProfilePage key={`${id ?? 'own'}-${preview}`} userId={id} preview={preview} />
    </>
  );
}

/** /endorsement/{id}/respond: the page an endorsement request's link opens; whoever has the link answers, signed in or not. */
export function EndorsementPage() {
  const { id = '' } = useParams();
  return (
    <>
      <Lead>
        An endorsement request: the person who received the link writes the endorsement here, without an account.
      </Lead>
      <EndorsementResponsePage key={id} endorsementId={id} />
    </>
  );
}
