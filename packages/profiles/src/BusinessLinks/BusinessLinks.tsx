import { forwardRef, type HTMLAttributes } from 'react';
import type { Link as BusinessLink } from '@edupassport/api-client';
import { Link, useMessages } from '@edupassport/ui';
import { toSafeUrl } from '@edupassport/ui/headless';
import { profilesMessages } from '../messages';
import { EducatorSection } from '../EducatorSection';
import { ItemList, ItemRow, Muted } from '../EducatorSection/styles';

export interface BusinessLinksProps extends HTMLAttributes<HTMLElement> {
  /** The business's links. Required. */
  links: BusinessLink[];
}

/** The business's links (spec 02 §2), each opened through toSafeUrl; unsafe ones are shown as text. */
export const BusinessLinks = forwardRef<HTMLElement, BusinessLinksProps>(function BusinessLinks(props, ref) {
  const { links, ...rest } = props;
  const m = useMessages('profiles', profilesMessages);
  return (
    <EducatorSection ref={ref} title={m.links} {...rest}>
      {links.length ? (
        <ItemList>
          {links.map((link) => {
            const url = toSafeUrl(link.url);
            return (
              <ItemRow key={link.id}>
                <div data-part="content">{url ? <Link href={url}>{link.link_title || link.url}</Link> : link.link_title}</div>
              </ItemRow>
            );
          })}
        </ItemList>
      ) : (
        <Muted>{m.businessSectionEmpty}</Muted>
      )}
    </EducatorSection>
  );
});
