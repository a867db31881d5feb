import type { BusinessProfile } from '@edupassport/api-client';
import { Badge, ImageWithFallback, countryName, labelOf, useEdu, useMessages } from '@edupassport/ui';
import { SafeHtml } from '@edupassport/ui/headless';
import { profilesMessages } from '../messages';
import { ChipList, Stack, SubHeading } from '../BusinessSection/styles';
import { profilesCatalogs } from '../messages/catalogs';

/** What 'Who we are' shows: the three lists, the media and the four rich texts. */
export type WhoWeAreValues = Pick<
  BusinessProfile,
  | 'business_type'
  | 'operation_in'
  | 'services'
  | 'about_us_media'
  | 'our_details'
  | 'our_history'
  | 'our_values'
  | 'our_goals'
>;

/** Whether there is nothing to show. */
export function isWhoWeAreEmpty(values: WhoWeAreValues): boolean {
  const lists = [values.business_type, values.operation_in, values.services];
  const texts = [values.our_details, values.our_history, values.our_values, values.our_goals];
  return lists.every((items) => !items.length) && texts.every((html) => !html?.trim()) && !values.about_us_media;
}

/** The read view of 'Who we are', shared by the section and the edit flow's preview; rich text is sanitized. */
export function WhoWeAreContent({ values }: { values: WhoWeAreValues }) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const { locale } = useEdu();
  // The stored values are kept; each chip reads in the reader's language (countries by Intl.DisplayNames).
  const lists = [
    [m.businessTypes, values.business_type, (value: string) => labelOf(m.businessTypeLabels, value)],
    [m.operations, values.operation_in, (value: string) => countryName(value, locale)],
    [m.services, values.services, (value: string) => labelOf(m.serviceLabels, value)],
  ] as const;
  const texts = [
    [m.ourDetail, values.our_details],
    [m.ourHistory, values.our_history],
    [m.ourValues, values.our_values],
    [m.ourGoals, values.our_goals],
  ] as const;
  return (
    <Stack>
      {lists.map(([title, items, label]) =>
        items.length ? (
          <Stack key={title}>
            <SubHeading>{title}</SubHeading>
            <ChipList aria-label={title}>
              {items.map((item) => (
                <li key={item}>
                  <Badge variant="neutral">{label(item)}</Badge>
                </li>
              ))}
            </ChipList>
          </Stack>
        ) : null,
      )}
      {values.about_us_media ? (
        <ImageWithFallback src={values.about_us_media} alt={m.aboutUsMedia} aspectRatio={16 / 9} onFallback="placeholder" />
      ) : null}
      {texts.map(([title, html]) =>
        html?.trim() ? (
          <Stack key={title}>
            <SubHeading>{title}</SubHeading>
            <SafeHtml html={html} />
          </Stack>
        ) : null,
      )}
    </Stack>
  );
}
