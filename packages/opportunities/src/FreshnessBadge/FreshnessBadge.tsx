import { forwardRef } from 'react';
import { Badge, type BadgeProps } from '@edupassport/ui';
import { useFreshnessBadge } from '../hooks/useFreshnessBadge';

export interface FreshnessBadgeProps extends Omit<BadgeProps, 'variant' | 'children'> {
  /** The job's application_deadline (ISO string, epoch ms or Date); missing or unreadable reads New. Required. */
  deadline: string | number | Date | null | undefined;
}

/**
 * The job freshness badge: 'New', 'Fresh', '1 Week', '1 Month' or 'Expiring Soon' from the age of the
 * application deadline, in the band's own colour (the text carries the meaning). It moves to the next
 * band by itself as time passes. State shows as `data-band`.
 */
export const FreshnessBadge = forwardRef<HTMLSpanElement, FreshnessBadgeProps>(function FreshnessBadge({ deadline, size = 'sm', ...rest }, ref) {
  const { band, label } = useFreshnessBadge(deadline);
  return (
    <Badge ref={ref} variant={band} size={size} data-band={band} {...rest}>
      {label}
    </Badge>
  );
});
