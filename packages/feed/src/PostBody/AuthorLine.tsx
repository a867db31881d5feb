import type { PostAuthor } from '@edupassport/api-client';
import { Avatar, RelativeTime, type AvatarSize } from '@edupassport/ui';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { tokens } from '../PostActions/theme';
import { safeMediaUrl } from './mediaUrl';

export interface AuthorLineProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The post's author. */
  user: PostAuthor;
  /** When the post was made; without it the line shows no time. */
  createdAt?: string | undefined;
  /** Avatar size; default `md`. */
  size?: AvatarSize | undefined;
  /** Shown after the name, e.g. 'shared a post'; default none. */
  note?: ReactNode | undefined;
}

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space['300']};
  min-width: 0;
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-family: ${tokens.font.body};
  line-height: 1.3;
`;

const Name = styled.span`
  font-weight: ${tokens.font['weight-bold']};
  font-size: ${tokens.font['size-md']};
  color: ${tokens.color.text};
  overflow-wrap: anywhere;
`;

const Note = styled.span`
  font-weight: ${tokens.font['weight-regular']};
  color: ${tokens.color['text-muted']};
`;

const When = styled(RelativeTime)`
  font-size: ${tokens.font['size-sm']};
  color: ${tokens.color['text-muted']};
`;

/** A post's author: the picture (initials when it is missing or broken), full_name and created_at (when sent) as relative time. */
export const AuthorLine = forwardRef<HTMLDivElement, AuthorLineProps>(function AuthorLine(
  { user, createdAt, size = 'md', note, ...rest },
  ref,
) {
  return (
    <Root ref={ref} {...rest} data-part="author" data-size={size}>
      <Avatar src={safeMediaUrl(user.profile_picture)} name={user.full_name} size={size} decorative />
      <Lines>
        <Name>
          {/* Isolated: an Arabic name keeps its order beside an English note, and the other way round. */}
          <bdi>{user.full_name}</bdi>
          {note ? <Note> {note}</Note> : null}
        </Name>
        {/* A post the server sent without a date shows no time rather than a placeholder. */}
        {createdAt ? <When value={createdAt} /> : null}
      </Lines>
    </Root>
  );
});
