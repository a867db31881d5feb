import { useState } from 'react';
import { styled } from 'styled-components';
import { CITY_NOT_DECIDED } from '@edupassport/api-client/rules';
import type { LocationWanted, LocationWantedInput, UserProfile } from '@edupassport/api-client';
import { CountryCityPicker, useApiClient, useMessages, type CountryCityValue } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { ListSection } from '../EducatorSection/ListSection';
import { AddItemDialog } from '../EducatorSection/AddItemDialog';
import { DetailList, FormStack, Muted, t } from '../EducatorSection/styles';

export interface LocationsWantedSectionProps {
  /** The saved locations. Required. */
  items: LocationWanted[];
  /** Shows the owner's Edit mode, hide/show toggles and Add Item; default false. */
  editable?: boolean;
  /** Called with the new list after a save, a delete or a hide/show. Default none. */
  onUpdated?: (patch: Partial<UserProfile>) => void;
}

const EMPTY: CountryCityValue = { country: '', city: '' };

const FieldError = styled.p`
  margin: 0;
  color: ${(p) => t(p).color.danger};
  font-size: ${(p) => t(p).font['size-sm']};
`;

// The API keeps 'Not decided yet' for a country-only wish; the schema reads it back as no city.
const asInput = ({ id, country, city, hidden }: LocationWanted): LocationWantedInput => ({
  id,
  country,
  city: city ?? CITY_NOT_DECIDED,
  hidden,
});

/**
 * Locations the educator wants to work in (spec 03 §5): country required, city optional ('Not decided yet'
 * means the whole country), at least one; add is form → preview → Save or Back; hide/show toggles.
 */
export function LocationsWantedSection({ items, editable = false, onUpdated }: LocationsWantedSectionProps) {
  const m = useMessages('profiles', profilesMessages);
  const client = useApiClient();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<CountryCityValue>(EMPTY);
  const [checked, setChecked] = useState(false);
  const countryError = checked && !draft.country ? m.countryRequired : undefined;
  const label = (item: { country: string; city?: string }) =>
    item.city ? `${item.city}, ${item.country}` : item.country;

  const saveList = async (list: LocationWantedInput[]) => {
    await client.users.updateLocationsWanted(list);
    onUpdated?.({
      locations_i_want_to_work: list.map((item) => ({
        id: item.id ?? `new-${item.country}-${item.city ?? ''}`,
        country: item.country,
        city: item.city && item.city !== CITY_NOT_DECIDED ? item.city : undefined,
        hidden: Boolean(item.hidden),
      })),
    });
  };

  return (
    <ListSection
      title={m.locationsWanted}
      items={items}
      editable={editable}
      itemKey={(item) => String(item.id)}
      itemLabel={label}
      renderItem={(item) => (
        <>
          <strong>{item.country}</strong> {item.city ? `· ${item.city}` : <Muted>· {m.cityNotDecided}</Muted>}
        </>
      )}
      isHidden={(item) => item.hidden}
      onToggleHidden={(item) =>
        saveList(items.map((each) => asInput(each.id === item.id ? { ...each, hidden: !each.hidden } : each))).catch(
          (error) => console.error(error),
        )
      }
      onDelete={async (item) => {
        try {
          await client.users.deleteLocationWanted(item.id);
          onUpdated?.({ locations_i_want_to_work: items.filter((each) => each.id !== item.id) });
        } catch (error) {
          // Spec 03 §7: deletion failures are only logged.
          console.error(error);
        }
      }}
      minOneMessage={m.atLeastOneLocation}
      onAdd={() => setOpen(true)}
    >
      {editable ? (
        <AddItemDialog
          open={open}
          onOpenChange={setOpen}
          title={m.addLocation}
          formTitle={m.locationDetails}
          previewTitle={m.preview}
          validate={() => {
            setChecked(true);
            return Boolean(draft.country);
          }}
          onReset={() => {
            setDraft(EMPTY);
            setChecked(false);
          }}
          onSave={() =>
            saveList([
              ...items.map(asInput),
              { country: draft.country, city: draft.city || CITY_NOT_DECIDED, hidden: false },
            ])
          }
          form={
            <FormStack>
              <CountryCityPicker
                aria-label={m.locationDetails}
                value={draft}
                onValueChange={setDraft}
                showActions={false}
                required
              />
              {countryError ? <FieldError role="alert">{countryError}</FieldError> : null}
            </FormStack>
          }
          preview={
            <DetailList>
              <dt>{m.country}</dt>
              <dd>{draft.country}</dd>
              <dt>{m.city}</dt>
              <dd>{draft.city || m.cityNotDecided}</dd>
            </DetailList>
          }
        />
      ) : null}
    </ListSection>
  );
}
