import { forwardRef, useMemo } from 'react';
import { richTextOf, useMessages } from '@edupassport/ui';
import { css, styled } from 'styled-components';
import { bodyMessages } from '../messages/bodies';
import { tokens } from '../PostActions/theme';
import { BannerArt } from './BannerArt';
import { PostText } from './PostText';
import { BodyRoot, Headline } from './styles';
import type { PostBodyProps } from './types';
import { feedCatalogs } from '../messages/catalogs';

export interface AnnouncementBodyProps extends PostBodyProps {
  /** The banner image behind the headline; default the kit's fixed banner, drawn in the page. */
  bannerSrc?: string | undefined;
}

const Banner = styled.div`
  display: grid;
  border-radius: ${tokens.radius.lg};
  overflow: hidden;
  background: ${tokens.color['surface-muted']};
  & > * {
    grid-area: 1 / 1;
  }
`;

const bannerBox = css`
  display: block;
  width: 100%;
  height: 100%;
  min-height: 140px;
  aspect-ratio: 4 / 1;
`;

const BannerImage = styled.img`
  ${bannerBox}
  object-fit: cover;
`;

const DefaultBanner = styled(BannerArt)`
  ${bannerBox}
`;

const Panel = styled.div`
  align-self: end;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['200']};
  margin: 72px ${tokens.space['300']} ${tokens.space['300']};
  padding: ${tokens.space['400']};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.md};
`;

const Kicker = styled.span`
  font-family: ${tokens.font.body};
  font-size: ${tokens.font['size-xs']};
  font-weight: ${tokens.font['weight-bold']};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${tokens.color.primary};
`;

/** An announcement: the headline and content over the fixed banner image. */
export const AnnouncementBody = forwardRef<HTMLDivElement, AnnouncementBodyProps>(function AnnouncementBody(
  { post, bannerSrc, embedded: _embedded, expanded = false, ...rest },
  ref,
) {
  const messages = useMessages('feed', bodyMessages, feedCatalogs.loaders);
  const html = useMemo(() => richTextOf(post.content), [post.content]);
  return (
    <BodyRoot ref={ref} {...rest} data-post-type="announcement">
      <Banner data-part="banner">
        {bannerSrc ? (
          // Eager: on the first card the banner is the largest paint.
          <BannerImage src={bannerSrc} alt="" loading="eager" decoding="async" />
        ) : (
          <DefaultBanner />
        )}
        <Panel>
          <Kicker>{messages.announcement}</Kicker>
          {post.headline ? <Headline dir="auto">{post.headline}</Headline> : null}
          <PostText html={html} expanded={expanded} />
        </Panel>
      </Banner>
    </BodyRoot>
  );
});
