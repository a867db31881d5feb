import { getJobCompanyName } from '@edupassport/api-client/rules';
import { formatDate, type DateFormat, type DateSettings } from '../dates/formatDate';
import type { EduRoutes } from '../EduProvider/routes';
import type { displayMessages } from '../messages/display';
import type { shareMessages } from '../messages/share';
import type { shareImageMessages } from '../messages/shareImage';
import { formatSalary } from '../SalaryText/formatSalary';
import { postText, profileName } from '../share/shareLinks';
import type { ShareTarget, ShareType } from '../share/types';
import { labelOf } from '../i18n/valueLabels';
import { truncateText } from '../Truncate/truncateText';

/** A picture on the poster: cover (wide, top of the card) or avatar (round, person or company). */
export interface PosterPicture {
  url: string;
  kind: 'cover' | 'avatar';
  /** Shown when the picture is missing or broken (initials); a cover shows the brand mark. */
  name: string;
  /** `remove` leaves a broken picture out (post shares, the spec); default placeholder. */
  onFail?: 'remove' | undefined;
  /** The default picture the image proxy answers with when `url` is broken (events: the default cover). */
  fallback?: string | undefined;
}

/** Everything one poster shows, whatever the type. */
export interface PosterModel {
  type: ShareType;
  heading: string;
  cover?: PosterPicture | undefined;
  avatar?: PosterPicture | undefined;
  /** A line above the title: the company, the author. */
  eyebrow?: string | undefined;
  title: string;
  /** A paragraph under the title: the summary, tagline or post text. */
  text?: string | undefined;
  details: Array<{ label: string; value: string }>;
  tags: string[];
}

const TEXT_CHARS = 360;
const MAX_TAGS = 6;

function date(value: string | undefined, name: DateFormat, settings: DateSettings): string | undefined {
  return formatDate(value, name, settings) ?? undefined;
}

function detail(label: string, value: string | null | undefined): Array<{ label: string; value: string }> {
  const trimmed = value?.trim();
  return trimmed ? [{ label, value: trimmed }] : [];
}

function picture(
  url: string | null | undefined,
  kind: PosterPicture['kind'],
  name: string,
  onFail?: 'remove',
): PosterPicture | undefined {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  return onFail ? { url: trimmed, kind, name, onFail } : { url: trimmed, kind, name };
}

function split(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The strings a poster needs: the poster's own and the deal's 'Use by'. */
export type PosterMessages = typeof shareImageMessages & Pick<typeof shareMessages, 'useBy'> & Pick<typeof displayMessages, 'salaryPeriods' | 'employmentTypeLabels'>;

/**
 * What the poster of a target shows: the spec's heading, its picture, name and key details. Dates are read
 * with `dates` (EduProvider's locale and time zone, as the share preview reads them); default the runtime's.
 */
export function posterModel(
  target: ShareTarget,
  m: PosterMessages,
  routes?: Pick<EduRoutes, 'defaultEventImage'>,
  dates: DateSettings = {},
): PosterModel {
  const heading = m.posterHeading[target.type];
  switch (target.type) {
    case 'job': {
      const { job } = target;
      const company = getJobCompanyName(job);
      const min = job.years_of_experience_min;
      const max = job.years_of_experience_max;
      return {
        type: 'job',
        heading,
        avatar: picture(job.user_profile_pic, 'avatar', company ?? job.job_title),
        eyebrow: company,
        title: job.job_title,
        details: [
          ...detail(m.posterLocation, job.location),
          ...detail(m.posterEmploymentType, job.employment_type ? labelOf(m.employmentTypeLabels, job.employment_type) : job.employment_type),
          ...detail(
            m.posterSalary,
            formatSalary({ salary: job.salary, currency: job.currency, salaryType: job.salary_type, locale: dates.locale ?? undefined, periodLabels: m.salaryPeriods }),
          ),
          ...detail(
            m.posterExperience,
            min !== undefined || max !== undefined ? m.posterExperienceYears(min, max) : undefined,
          ),
          ...detail(m.posterApplyBy, date(job.application_deadline, 'longDate', dates)),
        ],
        tags: [job.job_type, job.student_age_group].filter((v): v is string => !!v),
      };
    }
    case 'event': {
      const { event } = target;
      // Like the event card: the default cover when the event has none, and as the proxy's fallback.
      const defaultCover = routes?.defaultEventImage();
      const cover = picture(event.event_cover_image || defaultCover, 'cover', event.event_name);
      return {
        type: 'event',
        heading,
        cover: cover && defaultCover && cover.url !== defaultCover ? { ...cover, fallback: defaultCover } : cover,
        title: event.event_name,
        details: [
          ...detail(m.posterDate, date(event.event_date, 'longWeekdayDateTime', dates)),
          ...detail(m.posterFormat, event.event_format),
          ...detail(m.posterVenue, event.event_venue),
          ...detail(m.posterCategory, event.event_category),
        ],
        tags: [],
      };
    }
    case 'deal': {
      const { deal } = target;
      const useBy = date(deal.availability_start_date, 'monthYear', dates);
      return {
        type: 'deal',
        heading,
        cover: picture(deal.deal_photo_url, 'cover', deal.deal_name),
        title: deal.deal_name,
        text: useBy ? m.useBy(useBy) : undefined,
        details: [...detail(m.posterDealType, deal.posting_type), ...detail(m.posterCategory, deal.deal_category)],
        tags: [],
      };
    }
    case 'profile': {
      const { profile } = target;
      const name = profileName(profile);
      return {
        type: 'profile',
        heading,
        cover: picture(profile.banner_picture, 'cover', name),
        avatar: picture(profile.profile_picture, 'avatar', name),
        title: name,
        text: profile.summary ? truncateText(profile.summary, TEXT_CHARS) : undefined,
        details: [
          ...detail(m.posterLocation, profile.location),
          ...detail(m.posterNationality, split(profile.nationality).join(', ')),
        ],
        tags: profile.skills.slice(0, MAX_TAGS),
      };
    }
    case 'business_profile': {
      const { business } = target;
      const name = business.company_name?.trim() ?? '';
      return {
        type: 'business_profile',
        heading,
        cover: picture(business.about_us_media ?? business.gallery[0], 'cover', name),
        avatar: picture(target.logo, 'avatar', name),
        title: name,
        text: business.company_tagline,
        details: [
          ...detail(m.posterLocation, [business.province, business.country].filter(Boolean).join(', ')),
          ...detail(m.posterCompanySize, business.business_size),
        ],
        tags: business.services.slice(0, MAX_TAGS),
      };
    }
    case 'post': {
      const { post } = target;
      const shown = post.shared_post && !postText(post) ? post.shared_post : post;
      const cover = shown.cover_image ?? shown.media?.multimedia[0] ?? shown.pages[0]?.multimedia[0];
      const text = postText(shown);
      return {
        type: 'post',
        heading,
        cover: picture(cover, 'cover', shown.user.full_name, 'remove'),
        avatar: picture(shown.user.profile_picture, 'avatar', shown.user.full_name),
        eyebrow: m.posterBy(shown.user.full_name),
        title: shown.headline?.trim() || truncateText(text, 90),
        text:
          shown.headline?.trim() && text !== shown.headline.trim()
            ? truncateText(postPlainBody(shown), TEXT_CHARS) || undefined
            : undefined,
        details: [],
        tags: [],
      };
    }
  }
}

// The body under a headline: the post's own text without the headline itself.
function postPlainBody(post: Parameters<typeof postText>[0]): string {
  return postText({ ...post, headline: undefined });
}
