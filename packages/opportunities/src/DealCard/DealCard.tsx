import { forwardRef, useId, useState } from 'react';
import { styled } from 'styled-components';
import type { Deal } from '@edupassport/api-client';
import { Badge, Button, Card, CardBody, CardFooter, CardMedia, FavouriteToggle, ImageWithFallback, onDemand, useEdu, useMessages, type CardProps } from '@edupassport/ui';
import { useDealTracking } from '../hooks/useDealTracking';
import { useFavouriteToggleProps } from '../hooks/useFavouriteAction';
import { dealCardMessages } from '../messages/dealCard';
import { formatUseByDate } from '../rules/deal';
import { CardSubtitle, CardTitle, Chips, EndActions, type CardHeadingProps } from '../shared/cardParts';
import { tokens } from '../shared/theme';
import { opportunitiesCatalogs } from '../messages/catalogs';

// The dialog downloads (with the others the cards open, ../clickDialogs) when a visitor opens the deal.
const DealDialog = onDemand(() => import('../clickDialogs').then((module) => module.DealDialog));

export interface DealCardProps extends Omit<CardProps, 'children' | 'title'>, CardHeadingProps {
  /** The deal, as the api-client returns it; required. */
  deal: Deal;
  /** Whether the deal is among the viewer's favourites (controlled); default uncontrolled. */
  favourite?: boolean | undefined;
  /** The favourite state the host knows, used when the item carries none; default unknown (the heart shows empty and a click lets the server's answer decide). */
  defaultFavourite?: boolean | undefined;
  /** Called with the favourite state the server holds after each click (read back when its answer does not say it); default none. */
  onFavouriteChange?: ((favourite: boolean) => void) | undefined;
  /** The promo code the dialog shows when the deal has none; default the `dealDefaultCode` message. */
  defaultCode?: string | undefined;
}

const Media = styled(CardMedia)`
  background: ${tokens.color['surface-muted']};
  aspect-ratio: 16 / 9;
`;

/**
 * A deal card: picture (the default image, `routes.defaultEventImage()`, when it is missing or broken), posting type and category badges, name, 'Use by {MMM yyyy}'
 * from availability_start_date, the favourite heart and View Deal. View Deal records a view and a
 * click (a failure is logged, never blocking) and opens the DealDialog.
 */
export const DealCard = forwardRef<HTMLElement, DealCardProps>(function DealCard(
  { deal, favourite, defaultFavourite, onFavouriteChange, defaultCode, headingLevel = 3, ...rest },
  ref,
) {
  const m = useMessages('opportunities', dealCardMessages, opportunitiesCatalogs.loaders);
  const { routes, locale, timeZone } = useEdu();
  const titleId = useId();
  const track = useDealTracking();
  const heart = useFavouriteToggleProps('deals', deal, { favourite, defaultFavourite, onFavouriteChange });
  const [open, setOpen] = useState(false);
  // In the provider's zone, as the share preview reads it: the month can differ from UTC's.
  const useBy = formatUseByDate(deal.availability_start_date, { locale, timeZone });

  const view = () => {
    // The tracking calls are sent first; the dialog does not wait for them (a slow or failed
    // tracking call must never keep the deal from the user).
    void track(deal.id);
    setOpen(true);
  };

  return (
    <Card ref={ref} as="article" aria-labelledby={titleId} {...rest}>
      <Media>
        {/* The spec's one default picture stands in for a missing or broken one; if that fails too, a placeholder, never an empty box. */}
        <ImageWithFallback src={deal.deal_photo_url} fallbackSrc={routes.defaultEventImage()} alt="" aspectRatio="16 / 9" onFallback="placeholder" />
      </Media>
      <CardBody>
        {deal.posting_type || deal.deal_category ? (
          <Chips>
            {deal.posting_type ? (
              <Badge variant="primary" size="sm" data-part="posting-type">
                {deal.posting_type}
              </Badge>
            ) : null}
            {deal.deal_category ? (
              <Badge size="sm" data-part="category">
                {deal.deal_category}
              </Badge>
            ) : null}
          </Chips>
        ) : null}
        <CardTitle id={titleId} as={`h${headingLevel}`}>
          <bdi>{deal.deal_name}</bdi>
        </CardTitle>
        {useBy ? <CardSubtitle data-part="use-by">{m.dealUseBy(useBy)}</CardSubtitle> : null}
      </CardBody>
      <CardFooter>
        <Button size="sm" aria-haspopup="dialog" aria-describedby={titleId} onClick={view}>
          {m.dealViewDeal}
        </Button>
        <EndActions>
          <FavouriteToggle
            label={m.dealFavourite(deal.deal_name)}
            requiresLogin
            {...heart}
          />
        </EndActions>
      </CardFooter>
      {open ? <DealDialog deal={deal} open onOpenChange={setOpen} defaultCode={defaultCode} /> : null}
    </Card>
  );
});
