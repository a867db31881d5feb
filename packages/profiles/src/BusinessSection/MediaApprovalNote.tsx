import { Link, useMessages } from '@edupassport/ui';
import { useEdu } from '@edupassport/ui/headless';
import { profilesMessages } from '../messages';
import { Muted } from '../EducatorSection/styles';
import { profilesCatalogs } from '../messages/catalogs';

/**
 * 'Images are reviewed under our Media approval policy', linked to `/policies`: shown by
 * every business media upload (about-us media, gallery, banner, picture), as the work-experience wizard does.
 */
export function MediaApprovalNote() {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const { routes } = useEdu();
  return (
    <Muted data-part="media-approval">
      {m.mediaReviewNote} <Link href={routes.policies()}>{m.mediaApprovalPolicy}</Link>
    </Muted>
  );
}
