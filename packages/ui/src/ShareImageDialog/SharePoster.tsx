import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { getInitials } from '../Avatar/initials';
import { useEdu, useMessages } from '../EduProvider/context';
import { LinkIcon } from '../icons';
import { displayMessages } from '../messages/display';
import { shareMessages } from '../messages/share';
import { shareImageMessages } from '../messages/shareImage';
import { shareUrlFor } from '../share/shareLinks';
import type { ShareTarget } from '../share/types';
import { tokens } from '../theme/theme';
import { posterModel, type PosterPicture } from './posterModel';
import { SHARE_IMAGE_ATTR, SHARE_POSTER_HEIGHT, SHARE_POSTER_WIDTH, shareImageSrc, type ImageProxy } from './shareImageCore';
import { uiCatalogs } from '../messages/catalogs';

export interface SharePosterProps extends HTMLAttributes<HTMLDivElement> {
  /** What the poster shows; required. */
  target: ShareTarget;
}

/*
 * The poster is drawn at 856x1852 CSS pixels (a 9:19.5 phone story) and exported at twice that. Sizes
 * are multiples of the spacing tokens so the poster keeps the kit's rhythm at story scale.
 */
const space = (token: keyof typeof tokens.space, times: number) =>
  `calc(${tokens.space[token]} * ${times})`;

const Root = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  width: ${SHARE_POSTER_WIDTH}px;
  height: ${SHARE_POSTER_HEIGHT}px;
  overflow: hidden;
  padding: ${space('1200', 1.5)} ${space('1200', 1.25)};
  gap: ${space('800', 1.5)};
  background:
    radial-gradient(circle at 88% 6%, ${tokens.color['primary-hover']} 0 180px, transparent 181px),
    radial-gradient(circle at 0% 96%, ${tokens.color['primary-active']} 0 260px, transparent 261px),
    ${tokens.color.primary};
  color: ${tokens.color['on-primary']};
  font-family: ${tokens.font.body};
  font-size: 30px;
  line-height: 1.35;
  text-align: start;
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space['400']};
  font-family: ${tokens.font.heading};
  font-size: 38px;
  font-weight: ${tokens.font['weight-bold']};
  letter-spacing: 0.01em;
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color['on-primary']};
  color: ${tokens.color.primary};
  font-size: 34px;
  font-weight: ${tokens.font['weight-bold']};
`;

const Heading = styled.h2`
  margin: 0;
  font-family: ${tokens.font.heading};
  font-size: 84px;
  font-weight: ${tokens.font['weight-bold']};
  line-height: 1.08;
  letter-spacing: -0.01em;
`;

const Sheet = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-height: 0;
  overflow: hidden;
  border-radius: ${space('600', 1.5)};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  box-shadow: ${tokens.shadow.lg};
`;

const Frame = styled.div`
  position: relative;
  flex: none;
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${tokens.color['surface-muted']};
  color: ${tokens.color['text-muted']};
  font-family: ${tokens.font.heading};
  font-weight: ${tokens.font['weight-bold']};
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[data-kind='cover'] {
    height: 430px;
    font-size: 120px;
  }
  &[data-kind='avatar'] {
    width: 200px;
    height: 200px;
    border-radius: ${tokens.radius.pill};
    border: 8px solid ${tokens.color.surface};
    font-size: 72px;
  }
  &[${SHARE_IMAGE_ATTR.state}='removed'] {
    display: none;
  }
  /* Without its cover, the avatar no longer overlaps it. */
  &[${SHARE_IMAGE_ATTR.state}='removed'] + * > [data-kind='avatar'] {
    margin-top: 0;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${space('400', 1.5)};
  min-height: 0;
  padding: ${space('1200', 1)};
  &[data-overlap] > [data-kind='avatar'] {
    margin-top: -148px;
  }
`;

const Eyebrow = styled.p`
  margin: 0;
  color: ${tokens.color.secondary};
  font-size: 32px;
  font-weight: ${tokens.font['weight-bold']};
`;

const Title = styled.p`
  margin: 0;
  font-family: ${tokens.font.heading};
  font-size: 60px;
  font-weight: ${tokens.font['weight-bold']};
  line-height: 1.12;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Text = styled.p`
  margin: 0;
  color: ${tokens.color['text-muted']};
  font-size: 32px;
  display: -webkit-box;
  -webkit-line-clamp: 6;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${tokens.space['600']};
  margin: ${tokens.space['200']} 0 0;
  padding-top: ${tokens.space['800']};
  border-top: 2px solid ${tokens.color.border};
  div {
    display: flex;
    flex-direction: column;
    gap: ${tokens.space['100']};
  }
  dt {
    color: ${tokens.color['text-muted']};
    font-size: 24px;
    font-weight: ${tokens.font['weight-medium']};
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  dd {
    margin: 0;
    font-size: 34px;
    font-weight: ${tokens.font['weight-medium']};
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['300']};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${tokens.space['200']} ${tokens.space['500']};
    border-radius: ${tokens.radius.pill};
    background: ${tokens.color['surface-muted']};
    color: ${tokens.color.text};
    font-size: 26px;
    font-weight: ${tokens.font['weight-medium']};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['300']};
  font-size: 30px;
  strong {
    font-family: ${tokens.font.heading};
    font-size: 40px;
  }
  span {
    display: flex;
    align-items: center;
    gap: ${tokens.space['300']};
    overflow-wrap: anywhere;
  }
`;

function Picture({ picture, proxy }: { picture: PosterPicture; proxy: ImageProxy | undefined }) {
  const src = shareImageSrc(picture.url, proxy, picture.fallback);
  return (
    <Frame data-kind={picture.kind} {...{ [SHARE_IMAGE_ATTR.frame]: '' }}>
      <span aria-hidden="true">{picture.kind === 'avatar' ? getInitials(picture.name) : 'EDU'}</span>
      {src ? (
        <img
          src={src}
          alt=""
          decoding="async"
          {...{ [SHARE_IMAGE_ATTR.source]: picture.url, [SHARE_IMAGE_ATTR.fallback]: picture.onFail }}
        />
      ) : null}
    </Frame>
  );
}

/**
 * The share poster of a target at 856x1852 CSS pixels: the spec's heading, the picture, the name and
 * key details, the EDU Passport brand and the link. Pictures go through the host's image proxy. It is
 * meant to be laid out off-screen and converted with `useShareImage`; it is hidden from assistive
 * technology (the generated image carries the alt text).
 */
export const SharePoster = forwardRef<HTMLDivElement, SharePosterProps>(function SharePoster({ target, ...rest }, ref) {
  const m = useMessages('ui', shareImageMessages, uiCatalogs.loaders);
  const { useBy } = useMessages('ui', shareMessages, uiCatalogs.loaders);
  const { salaryPeriods, employmentTypeLabels } = useMessages('ui', displayMessages, uiCatalogs.loaders);
  const { client, routes, origin, locale, timeZone } = useEdu();
  const model = posterModel(target, { ...m, useBy, salaryPeriods, employmentTypeLabels }, routes, { locale, timeZone });
  const proxy = client ? (url: string, fallback?: string) => client.imageProxyUrl(url, fallback) : undefined;
  const link = shareUrlFor(target, routes, origin);
  return (
    <Root ref={ref} aria-hidden="true" data-type={target.type} {...rest}>
      <Brand>
        <Mark>E</Mark>
        {m.posterBrand}
      </Brand>
      <Heading>{model.heading}</Heading>
      <Sheet>
        {model.cover ? <Picture picture={model.cover} proxy={proxy} /> : null}
        <Body data-overlap={model.cover && model.avatar ? '' : undefined}>
          {model.avatar ? <Picture picture={model.avatar} proxy={proxy} /> : null}
          {model.eyebrow ? <Eyebrow>{model.eyebrow}</Eyebrow> : null}
          <Title>{model.title}</Title>
          {model.text ? <Text>{model.text}</Text> : null}
          {model.tags.length ? (
            <Tags>
              {model.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </Tags>
          ) : null}
          {model.details.length ? (
            <Details>
              {model.details.map((d) => (
                <div key={d.label}>
                  <dt>{d.label}</dt>
                  <dd>{d.value}</dd>
                </div>
              ))}
            </Details>
          ) : null}
        </Body>
      </Sheet>
      <Footer>
        <strong>{m.posterCallToAction}</strong>
        <span>
          <LinkIcon size={32} />
          {link}
        </span>
      </Footer>
    </Root>
  );
});
