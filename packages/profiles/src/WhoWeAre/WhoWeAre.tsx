import { forwardRef, type HTMLAttributes } from 'react';
import type { BusinessProfile } from '@edupassport/api-client';
import { Badge, ImageWithFallback, useMessages } from '@edupassport/ui';
import { SafeHtml } from '@edupassport/ui/headless';
import { profilesMessages } from '../messages';
import { EducatorSection } from '../EducatorSection';
import { Muted } from '../EducatorSection/styles';
import { ChipList, Stack, SubHeading } from '../BusinessSection/styles';

export interface WhoWeAreProps extends HTMLAttributes<HTMLElement> {
  /** The business profile shown. Required. */
  business: BusinessProfile;
}

/** 'Who we are' (spec 02 §2): business types, operations, services, the about-us media and the four rich texts, sanitized. */
export const WhoWeAre = forwardRef<HTMLElement, WhoWeAreProps>(function WhoWeAre(props, ref) {
  const { business, ...rest } = props;
  const m = useMessages('profiles', profilesMessages);
  const lists = [
    [m.businessTypes, business.business_type],
    [m.operations, business.operation_in],
    [m.services, business.services],
  ] as const;
  const texts = [
    [m.ourDetail, business.our_details],
    [m.ourHistory, business.our_history],
    [m.ourValues, business.our_values],
    [m.ourGoals, business.our_goals],
  ] as const;
  const empty = lists.every(([, items]) => !items.length) && texts.every(([, html]) => !html?.trim()) && !business.about_us_media;
  return (
    <EducatorSection ref={ref} title={m.whoWeAre} {...rest}>
      {empty ? (
        <Muted>{m.businessSectionEmpty}</Muted>
      ) : (
        <Stack>
          {lists.map(([title, items]) =>
            items.length ? (
              <Stack key={title}>
                <SubHeading>{title}</SubHeading>
                <ChipList>
                  {items.map((item) => (
                    <li key={item}>
                      <Badge variant="neutral">{item}</Badge>
                    </li>
                  ))}
                </ChipList>
              </Stack>
            ) : null,
          )}
          {business.about_us_media ? <ImageWithFallback src={business.about_us_media} alt={m.aboutUsMedia} aspectRatio={16 / 9} /> : null}
          {texts.map(([title, html]) =>
            html?.trim() ? (
              <Stack key={title}>
                <SubHeading>{title}</SubHeading>
                <SafeHtml html={html} />
              </Stack>
            ) : null,
          )}
        </Stack>
      )}
    </EducatorSection>
  );
});
