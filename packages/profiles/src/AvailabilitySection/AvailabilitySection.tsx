import { forwardRef, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { Badge, Button, Dialog, Switch, useEdu, useMessages } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { tokens } from '../EducatorSection/styles';
import { useAvailability, type Availability } from '../hooks/useAvailability';
import { profilesCatalogs } from '../messages/catalogs';

export interface AvailabilitySectionProps extends HTMLAttributes<HTMLDivElement> {
  /** The saved flags. Required. */
  availability: Availability;
  /** The owner's view (prompt, 'You are listed on' and the dialog); visitors see only the badges. Default false. */
  editable?: boolean | undefined;
  /** Called with the saved flags after Continue. Default none. */
  onUpdated?: ((availability: Availability) => void) | undefined;
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space['200']};
  &:empty {
    display: none;
  }
`;

const Line = styled.p`
  margin: 0;
  font-weight: ${tokens.font['weight-medium']};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['200']};
`;

const Switches = styled.div`
  display: grid;
  gap: ${tokens.space['300']};
`;

/**
 * The availability block and its dialog 'What would you like to open?': the owner sees
 * 'Update your availability?' with neither flag on, else 'You are listed on' and the badges; visitors see
 * only the badges. Continue saves only the changed flags; after a failure the switches show what the server has. State shows as `data-open-to-work` and `data-open-to-network`.
 */
export const AvailabilitySection = forwardRef<HTMLDivElement, AvailabilitySectionProps>(function AvailabilitySection(props, ref) {
  const { availability, editable = false, onUpdated, ...rest } = props;
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const { toast } = useEdu();
  const [open, setOpen] = useState(false);
  // The owner's flags come from the cached profile when the page holds it (every section of it follows a save);
  // otherwise `known` is the prop until a save changes the server's flags, so the badges match even if the host lags.
  const { known, draft, toggle, save, saving, reset } = useAvailability(availability, onUpdated, { own: editable });
  const label = { isOpenToWork: m.openToWork, isOpenToNetwork: m.openToNetwork } as const;
  const any = known.isOpenToWork || known.isOpenToNetwork;
  const badges = any ? (
    <Badges>
      {known.isOpenToWork ? <Badge variant="success">{m.openToWork}</Badge> : null}
      {known.isOpenToNetwork ? <Badge variant="info">{m.openToNetwork}</Badge> : null}
    </Badges>
  ) : null;

  const close = () => {
    setOpen(false);
    reset();
  };
  const submit = async () => {
    try {
      const changes = await save();
      if (changes.length) {
        toast.show({
          kind: 'success',
          title: m.availabilityUpdated,
          description: changes.map((flag) => m.availabilityChange(label[flag], draft[flag])).join(', '),
        });
      }
      setOpen(false);
    } catch {
      toast.show({ kind: 'error', title: m.availabilityUpdateFailed, description: m.pleaseTryAgainLater });
    }
  };

  return (
    <Root
      ref={ref}
      data-open-to-work={String(known.isOpenToWork)}
      data-open-to-network={String(known.isOpenToNetwork)}
      {...rest}
    >
      {editable ? (
        <>
          <Line>{any ? m.youAreListedOn : m.updateAvailabilityPrompt}</Line>
          {badges}
          <div>
            <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
              {m.updateAvailability}
            </Button>
          </div>
          <Dialog
            open={open}
            onOpenChange={(next) => (next ? setOpen(true) : close())}
            title={m.availabilityTitle}
            size="sm"
            busy={saving}
            footer={
              <>
                <Button variant="ghost" onClick={close} disabled={saving}>
                  {m.cancel}
                </Button>
                <Button onClick={submit} loading={saving}>
                  {m.continue}
                </Button>
              </>
            }
          >
            <Switches>
              <Switch label={m.openToWork} checked={draft.isOpenToWork} onCheckedChange={() => toggle('isOpenToWork')} />
              <Switch label={m.openToNetwork} checked={draft.isOpenToNetwork} onCheckedChange={() => toggle('isOpenToNetwork')} />
            </Switches>
          </Dialog>
        </>
      ) : (
        badges
      )}
    </Root>
  );
});
