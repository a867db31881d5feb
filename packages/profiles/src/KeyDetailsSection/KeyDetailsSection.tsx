import { forwardRef, useState, type HTMLAttributes } from 'react';
import type { UserProfile } from '@edupassport/api-client';
import { SafeHtml, countryName, useEdu, useMessages } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { EducatorSection } from '../EducatorSection';
import { DetailList, Muted } from '../EducatorSection/styles';
import { labelOf, languageName, parseLanguages, splitList } from '../hooks/educatorRules';
import { paragraphsHtml } from '../hooks/paragraphs';
import { KeyDetailsDialog } from '../onDemandDialogs';
import { profilesCatalogs } from '../messages/catalogs';

export interface KeyDetailsSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The profile shown. Required. */
  user: UserProfile;
  /** Shows the owner's Edit button (opens the Key Details dialog); default false. */
  editable?: boolean | undefined;
  /** Called after a successful save with the profile as the server stored it (see KeyDetailsDialog's onSaved). Default none. */
  onUpdated?: ((patch: Partial<UserProfile>) => void) | undefined;
}

/** The key details card: name, nickname, summary, bio, nationality, current base and languages; the owner edits them in a dialog. */
export const KeyDetailsSection = forwardRef<HTMLElement, KeyDetailsSectionProps>(function KeyDetailsSection(props, ref) {
  const { user, editable = false, onUpdated, ...rest } = props;
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const { locale } = useEdu();
  const [open, setOpen] = useState(false);
  const none = <Muted>{m.notProvided}</Muted>;
  const languages = parseLanguages(user.language);
  const nationality = splitList(user.nationality);
  return (
    <EducatorSection ref={ref} title={m.keyDetails} editable={editable} onEdit={() => setOpen(true)} {...rest}>
      <DetailList>
        <dt>{m.firstName}</dt>
        <dd>{user.first_name ? <bdi>{user.first_name}</bdi> : none}</dd>
        <dt>{m.lastName}</dt>
        <dd>{user.last_name ? <bdi>{user.last_name}</bdi> : none}</dd>
        <dt>{m.nickname}</dt>
        <dd>{user.nickname ? <bdi>{user.nickname}</bdi> : none}</dd>
        <dt>{m.summary}</dt>
        <dd>{user.summary ? <bdi>{user.summary}</bdi> : none}</dd>
        <dt>{m.bio}</dt>
        <dd>{user.bio ? <SafeHtml html={paragraphsHtml(user.bio)} /> : none}</dd>
        <dt>{m.nationality}</dt>
        <dd>{nationality.length ? nationality.map((name) => countryName(name, locale)).join(m.listSeparator) : none}</dd>
        <dt>{m.currentBase}</dt>
        <dd>{user.location ? <bdi>{user.location}</bdi> : none}</dd>
        <dt>{m.languages}</dt>
        <dd>{languages.length ? languages.map((l) => (l.level ? m.languageWithLevel(languageName(l.name, locale), labelOf(m.languageLevels, l.level)) : languageName(l.name, locale))).join(m.listSeparator) : none}</dd>
      </DetailList>
      {editable && open ? <KeyDetailsDialog open onOpenChange={setOpen} user={user} onSaved={onUpdated} /> : null}
    </EducatorSection>
  );
});
