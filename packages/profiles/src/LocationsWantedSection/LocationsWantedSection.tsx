import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { LocationWanted, UserProfile } from '@edupassport/api-client';
import { countryName, useEdu, useMessages, type CountryCityValue } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { ListSection } from '../EducatorSection/ListSection';
import { AddItemDialog, CountryCityPicker } from '../onDemandDialogs';
import { useAddItemDraft } from '../EducatorSection/useAddItemDraft';
import { DetailList, FormStack, Muted, tokens } from '../EducatorSection/styles';
import { awaitsServerId } from '../hooks/standInId';
import { useLocationsWantedEditor } from '../hooks/useLocationsWantedEditor';
import { profilesCatalogs } from '../messages/catalogs';

export interface LocationsWantedSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The saved locations. Required. */
  items: LocationWanted[];
  /** Shows the owner's Edit mode, hide/show toggles and Add Item; default false. */
  editable?: boolean | undefined;
  /** Called with the new list after a save, a delete or a hide/show. Default none. */
  onUpdated?: ((patch: Partial<UserProfile>) => void) | undefined;
}

const EMPTY: CountryCityValue = { country: '', city: '' };

const FieldError = styled.p`
  margin: 0;
  color: ${tokens.color.danger};
  font-size: ${tokens.font['size-sm']};
`;

/**
 * Locations the educator wants to work in: country required, city optional ('Not decided yet'
 * means the whole country), at least one; add is form → preview → Save or Back; hide/show toggles.
 */
export const LocationsWantedSection = forwardRef<HTMLElement, LocationsWantedSectionProps>(
  function LocationsWantedSection({ items, editable = false, onUpdated, ...rest }, ref) {
    const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
    const { locale } = useEdu();
    const editor = useLocationsWantedEditor(items, onUpdated);
    const { draft, setDraft, checked, openDialog, dialog } = useAddItemDraft(
      EMPTY,
      (value) => Boolean(value.country),
      editor.add,
    );
    const countryError = checked && !draft.country ? m.countryRequired : undefined;
    // The country as stored is sent; the reader sees it in their language (cities stay as the server names them).
    const country = (name: string) => countryName(name, locale);
    const label = (item: { country: string; city?: string | undefined }) =>
      item.city ? `${item.city}, ${country(item.country)}` : country(item.country);

    return (
      <ListSection
        sectionRef={ref}
        {...rest}
        title={m.locationsWanted}
        items={items}
        editable={editable}
        itemKey={(item) => String(item.id)}
        itemLabel={label}
        renderItem={(item) => (
          <>
            <strong>{country(item.country)}</strong> {item.city ? `· ${item.city}` : <Muted>· {m.cityNotDecided}</Muted>}
          </>
        )}
        isHidden={(item) => item.hidden}
        isPending={awaitsServerId}
        onToggleHidden={editor.toggleHidden}
        onDelete={editor.remove}
        minOneMessage={m.atLeastOneLocation}
        onAdd={openDialog}
      >
        {editable ? (
          <AddItemDialog
            {...dialog}
            title={m.addLocation}
            formTitle={m.locationDetails}
            previewTitle={m.preview}
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
                <dd>{draft.country ? country(draft.country) : ''}</dd>
                <dt>{m.city}</dt>
                <dd>{draft.city || m.cityNotDecided}</dd>
              </DetailList>
            }
          />
        ) : null}
      </ListSection>
    );
  },
);
