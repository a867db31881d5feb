import { SafeHtml, Truncate, useMessages } from '@edupassport/ui';
import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { bodyMessages } from '../messages/bodies';
import { fitsClamp, htmlPrefix, POST_CLAMP_LINES } from './htmlPrefix';
import { richText } from './styles';
import { feedCatalogs } from '../messages/catalogs';

export interface PostTextProps {
  /** The post's HTML (already through `richTextOf` where it may be plain text); required. */
  html: string;
  /** The full post (the /feed/{id} page): shown whole, with no Read Full; default false. */
  expanded?: boolean | undefined;
}

// The author's text takes its direction from its first strong letter: an English post reads right in an Arabic kit.
const Content = styled(SafeHtml).attrs({ dir: 'auto' })`
  ${richText}
`;

/**
 * A post's text. In the feed a long one is clamped to 6 lines with Read Full, a button that shows it all in place
 * (and Show less after); collapsed, only the start of the text is in the DOM, so a 1 MB post costs what a short one does.
 */
export function PostText({ html, expanded = false }: PostTextProps) {
  const messages = useMessages('feed', bodyMessages, feedCatalogs.loaders);
  const [open, setOpen] = useState(false);
  const prefix = useMemo(() => (expanded ? null : htmlPrefix(html)), [html, expanded]);
  if (expanded || fitsClamp(html)) return <Content html={html} />;
  return (
    <Truncate
      lines={POST_CLAMP_LINES}
      expanded={open}
      onExpandedChange={setOpen}
      truncated={prefix !== null}
      moreLabel={messages.readFull}
      lessLabel={messages.showLess}
      data-part="post-text"
    >
      <Content html={open || prefix === null ? html : prefix} />
    </Truncate>
  );
}
