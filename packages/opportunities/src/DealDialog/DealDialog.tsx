import { forwardRef, useId, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { Deal } from '@edupassport/api-client';
import { Badge, Button, Dialog, ImageWithFallback, SafeHtml, heading, useControllableState, useEdu, useMessages } from '@edupassport/ui';
import { useCopyCode } from '../hooks/useCopyCode';
import { dealDialogMessages } from '../messages/dealDialog';
import { dealCodeOf } from '../rules/deal';
import { Chips } from '../shared/cardParts';
import { ShareControl } from '../shared/ShareControl';
import { tokens } from '../shared/theme';
import { opportunitiesCatalogs } from '../messages/catalogs';

export interface DealDialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** The deal shown; required. */
  deal: Deal;
  /** Whether the dialog is open (controlled); default uncontrolled. */
  open?: boolean | undefined;
  /** Whether it starts open when uncontrolled; default false. */
  defaultOpen?: boolean | undefined;
  /** Called with the requested open state; default none. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The promo code shown when the deal has none; default the `dealDefaultCode` message ('EDUPASSPORT'). */
  defaultCode?: string | undefined;
  /** Where the dialog is portalled; default document.body. */
  container?: Element | null | undefined;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['400']};
`;

const Picture = styled.div`
  overflow: hidden;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color['surface-muted']};
  & > img {
    display: block;
    width: 100%;
  }
`;

const SectionTitle = styled.h3`
  ${heading}
  margin: 0 0 ${tokens.space['200']};
  font-size: ${tokens.font['size-md']};
  font-weight: ${tokens.font['weight-bold']};
`;

const Description = styled(SafeHtml)`
  color: ${tokens.color.text};
  line-height: ${tokens.font['line-height']};
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

const CodeBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space['300']};
  padding: ${tokens.space['300']} ${tokens.space['400']};
  border: 2px dashed ${tokens.color.primary};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color['surface-muted']};
`;

const CodeLabel = styled.span`
  display: block;
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
`;

const Code = styled.output`
  display: block;
  font-family: ${tokens.font.mono};
  font-size: ${tokens.font['size-xl']};
  font-weight: ${tokens.font['weight-bold']};
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
`;

/**
 * The deal dialog: picture, name (the title), 'Description and Instruction', the
 * 'Your Code' box (a default promo code when the deal has none), Copy Code ('Code copied to
 * clipboard!' / 'Failed to copy code') and Share (the shared ShareDialog, type deal).
 * State shows as `data-code` (`own` | `default`).
 */
export const DealDialog = forwardRef<HTMLDivElement, DealDialogProps>(function DealDialog({ deal, open: openProp, defaultOpen, onOpenChange, defaultCode, container, ...rest }, ref) {
  const m = useMessages('opportunities', dealDialogMessages, opportunitiesCatalogs.loaders);
  const { routes } = useEdu();
  const codeId = useId();
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen ?? false, onChange: onOpenChange });
  const copy = useCopyCode();
  const code = dealCodeOf(deal, defaultCode ?? m.dealDefaultCode);
  const own = !!deal.deal_code?.trim();

  return (
    <Dialog
      ref={ref}
      {...rest}
      open={open}
      onOpenChange={setOpen}
      title={deal.deal_name}
      container={container}
      data-code={own ? 'own' : 'default'}
      footer={
        <>
          <ShareControl target={{ type: 'deal', deal }} label={m.dealShareAria(deal.deal_name)} text={m.dealShare} look="button" />
          <Button onClick={() => void copy(code)} aria-describedby={codeId}>
            {m.dealCopyCode}
          </Button>
        </>
      }
    >
      <Body>
        {deal.deal_photo_url ? (
          <Picture>
            {/* A broken picture shows the card's default image, then a placeholder naming it: never a hole. */}
            <ImageWithFallback
              src={deal.deal_photo_url}
              fallbackSrc={routes.defaultEventImage()}
              alt={m.dealPhotoAlt(deal.deal_name)}
              aspectRatio="16 / 9"
              onFallback="placeholder"
            />
          </Picture>
        ) : null}
        {deal.posting_type || deal.deal_category ? (
          <Chips>
            {deal.posting_type ? (
              <Badge variant="primary" size="sm">
                {deal.posting_type}
              </Badge>
            ) : null}
            {deal.deal_category ? <Badge size="sm">{deal.deal_category}</Badge> : null}
          </Chips>
        ) : null}
        <section>
          <SectionTitle>{m.dealDescription}</SectionTitle>
          <Description html={deal.deal_description} />
        </section>
        <CodeBox>
          <div>
            <CodeLabel id={`${codeId}-label`}>{m.dealYourCode}</CodeLabel>
            <Code id={codeId} aria-labelledby={`${codeId}-label`} data-part="code">
              {code}
            </Code>
          </div>
        </CodeBox>
      </Body>
    </Dialog>
  );
});
