import { BusinessProfilePage } from '@edupassport/profiles';
import { Button } from '@edupassport/ui';
import { useDemoSession } from '../session/DemoSession';
import { OwnProfilePrompt, useProfileQuery } from './profileRoutes';
import { Lead } from './shared';

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
