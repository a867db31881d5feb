import { forwardRef, useMemo } from 'react';
import { richTextOf, useMessages } from '@edupassport/ui';
import { styled } from 'styled-components';
import { bodyMessages } from '../messages/bodies';
import { t } from '../PostActions/theme';
import { ANNOUNCEMENT_BANNER_SRC } from './banner';
import { PostText } from './PostText';
import { BodyRoot, Headline } from './styles';
import type { PostBodyProps } from './types';
import { feedCatalogs } from '../messages/catalogs';

export interface AnnouncementBodyProps extends PostBodyProps {
  /** The banner image behind the headline; default the kit's fixed banner. */
  bannerSrc?: string | undefined;
}

const Banner = styled.div`
  display: grid;
  border-radius: ${(p) => t(p).radius.lg};
  overflow: hidden;
  background: ${(p) => t(p).color['surface-muted']};
  & > * {
    grid-area: 1 / 1;
  }
`;

const BannerImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  min-height: 140px;
  aspect-ratio: 4 / 1;
  object-fit: cover;
`;

const Panel = styled.div`
  align-self: end;
  display: flex;
  flex-direction: column;
  gap: ${(p) => t(p).space['200']};
  margin: 72px ${(p) => t(p).space['300']} ${(p) => t(p).space['300']};
  padding: ${(p) => t(p).space['400']};
  border-radius: ${(p) => t(p).radius.md};
  background: ${(p) => t(p).color.surface};
  box-shadow: ${(p) => t(p).shadow.md};
`;

const Kicker = styled.span`
  font-family: ${(p) => t(p).font.body};
  font-size: ${(p) => t(p).font['size-xs']};
  font-weight: ${(p) => t(p).font['weight-bold']};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${(p) => t(p).color.primary};
`;

/** An announcement: the headline and content over the fixed banner image. */
export const AnnouncementBody = forwardRef<HTMLDivElement, AnnouncementBodyProps>(function AnnouncementBody(
  { post, bannerSrc = ANNOUNCEMENT_BANNER_SRC, embedded: _embedded, expanded = false, ...rest },
  ref,
) {
  const messages = useMessages('feed', bodyMessages, feedCatalogs.loaders);
  const html = useMemo(() => richTextOf(post.content), [post.content]);
  return (
    <BodyRoot ref={ref} {...rest} data-post-type="announcement">
      <Banner data-part="banner">
        {/* Eager: the fixed banner is inline (no request to defer), and on the first card it is the largest paint. */}
        <BannerImage src={bannerSrc} alt="" loading="eager" decoding="async" />
        <Panel>
          <Kicker>{messages.announcement}</Kicker>
          {post.headline ? <Headline dir="auto">{post.headline}</Headline> : null}
          <PostText html={html} expanded={expanded} />
        </Panel>
      </Banner>
    </BodyRoot>
  );
});
