import { EducatorProfilePage } from '@edupassport/profiles';
import { OwnProfilePrompt, useProfileQuery } from './profileRoutes';
import { Lead } from './shared';

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
