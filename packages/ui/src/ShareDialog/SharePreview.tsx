import { getJobCompanyName } from '@edupassport/api-client/rules';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { DateText } from '../DateText';
import { formatDate, type DateSettings } from '../dates/formatDate';
import { useEdu, useMessages } from '../EduProvider/context';
import { ImageWithFallback } from '../Image';
import { CalendarIcon, LocationIcon } from '../icons';
import { Link } from '../Link';
import { shareMessages } from '../messages/share';
import { postText, profileName, sharePathFor } from '../share/shareLinks';
import type { ShareTarget } from '../share/types';
import { tokens } from '../theme/theme';
import { truncateText } from '../Truncate/truncateText';
import { uiCatalogs } from '../messages/catalogs';

export interface SharePreviewProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What is shared; required. */
  target: ShareTarget;
  /** Called when the preview's own link (the deal's View Deal) is followed; default none. */
  onNavigate?: (() => void) | undefined;
}

/** Characters of a post shown in the preview. */
const POST_EXCERPT_CHARS = 160;

const Box = styled.div`
  display: flex;
  gap: ${tokens.space['300']};
  align-items: center;
  padding: ${tokens.space['300']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color['surface-muted']};
  &[data-type='event'],
  &[data-type='deal'] {
    align-items: stretch;
  }
`;

const Media = styled.div`
  flex: 0 0 112px;
  overflow: hidden;
  border-radius: ${tokens.radius.sm};
  img {
    width: 100%;
    height: 100%;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['100']};
  min-width: 0;
`;

const Name = styled.p`
  margin: 0;
  font-weight: ${tokens.font['weight-bold']};
  font-size: ${tokens.font['size-md']};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  display: flex;
  align-items: center;
  gap: ${tokens.space['100']};
  margin: 0;
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
  overflow-wrap: anywhere;
  svg {
    flex: none;
  }
`;

const Excerpt = styled.p`
  margin: 0;
  font-size: ${tokens.font['size-sm']};
  overflow-wrap: anywhere;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['100']};
`;

const Action = styled.div`
  margin-top: ${tokens.space['100']};
`;

/** 'Mar 2025' of a date, or null when it is missing or invalid. */
function monthYear(value: string | undefined, settings: DateSettings): string | null {
  return formatDate(value, 'monthYear', settings);
}

/**
 * What the share dialog shows of the shared thing, per type: enough for the person to recognise
 * what they are about to share. Text only where it exists: missing fields leave no empty line.
 */
export const SharePreview = forwardRef<HTMLDivElement, SharePreviewProps>(function SharePreview(
  { target, onNavigate, ...rest },
  ref,
) {
  const m = useMessages('ui', shareMessages, uiCatalogs.loaders);
  const { routes, locale, timeZone } = useEdu();
  let content: ReactNode;
  switch (target.type) {
    case 'job': {
      const { job } = target;
      const company = getJobCompanyName(job);
      content = (
        <Text>
          <Name>
            <bdi>{job.job_title}</bdi>
          </Name>
          {company ? (
            <Meta>
              <bdi>{company}</bdi>
            </Meta>
          ) : null}
          {job.location ? (
            <Meta>
              <LocationIcon />
              {job.location}
            </Meta>
          ) : null}
        </Text>
      );
      break;
    }
    case 'event': {
      const { event } = target;
      content = (
        <>
          <Media>
            <ImageWithFallback
              src={event.event_cover_image}
              fallbackSrc={routes.defaultEventImage()}
              alt=""
              aspectRatio={4 / 3}
            />
          </Media>
          <Text>
            <Name>
              <bdi>{event.event_name}</bdi>
            </Name>
            {event.event_date ? (
              <Meta>
                <CalendarIcon />
                <DateText value={event.event_date} format="weekdayDate" />
              </Meta>
            ) : null}
            {event.event_venue ? (
              <Meta>
                <LocationIcon />
                {event.event_venue}
              </Meta>
            ) : null}
          </Text>
        </>
      );
      break;
    }
    case 'deal': {
      const { deal } = target;
      const useBy = monthYear(deal.availability_start_date, { locale, timeZone });
      content = (
        <>
          {deal.deal_photo_url ? (
            <Media>
              {/* As on the deal card: the default image, then a placeholder, never an empty square beside the text. */}
              <ImageWithFallback src={deal.deal_photo_url} fallbackSrc={routes.defaultEventImage()} alt="" onFallback="placeholder" aspectRatio={1} />
            </Media>
          ) : null}
          <Text>
            {deal.posting_type || deal.deal_category ? (
              <Badges>
                {deal.posting_type ? <Badge variant="primary">{deal.posting_type}</Badge> : null}
                {deal.deal_category ? <Badge>{deal.deal_category}</Badge> : null}
              </Badges>
            ) : null}
            <Name>
              <bdi>{deal.deal_name}</bdi>
            </Name>
            {useBy ? <Meta>{m.useBy(useBy)}</Meta> : null}
            <Action>
              <Link href={sharePathFor(target, routes)} variant="button" buttonVariant="primary" onClick={onNavigate}>
                {m.viewDeal}
              </Link>
            </Action>
          </Text>
        </>
      );
      break;
    }
    case 'profile': {
      const { profile } = target;
      const name = profileName(profile);
      content = (
        <>
          <Avatar src={profile.profile_picture} name={name} size="lg" decorative />
          <Text>
            <Name>
              <bdi>{name}</bdi>
            </Name>
            {profile.location ? (
              <Meta>
                <LocationIcon />
                {profile.location}
              </Meta>
            ) : null}
          </Text>
        </>
      );
      break;
    }
    case 'business_profile': {
      const { business } = target;
      const name = business.company_name ?? '';
      content = (
        <>
          <Avatar src={target.logo} name={name} size="lg" shape="square" decorative />
          <Text>
            <Name>
              <bdi>{name}</bdi>
            </Name>
            {business.company_tagline ? (
              <Meta>
                <bdi>{business.company_tagline}</bdi>
              </Meta>
            ) : null}
          </Text>
        </>
      );
      break;
    }
    case 'post': {
      const { post } = target;
      const excerpt = truncateText(postText(post), POST_EXCERPT_CHARS);
      content = (
        <>
          <Avatar src={post.user.profile_picture} name={post.user.full_name} size="md" decorative />
          <Text>
            <Name>
              <bdi>{post.user.full_name}</bdi>
            </Name>
            {excerpt ? <Excerpt>{excerpt}</Excerpt> : null}
          </Text>
        </>
      );
      break;
    }
  }
  return (
    <Box ref={ref} data-part="preview" data-type={target.type} {...rest}>
      {content}
    </Box>
  );
});
