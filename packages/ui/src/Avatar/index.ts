export { Avatar } from './Avatar';
export type { AvatarProps, AvatarSize } from './Avatar';
export { getInitials, getAvatarColor, avatarPalette } from './initials';
export type { AvatarColor } from './initials';
