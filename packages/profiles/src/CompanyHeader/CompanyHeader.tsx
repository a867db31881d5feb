import { forwardRef, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { BusinessProfile, UserProfile } from '@edupassport/api-client';
import { Button, EditIcon, onDemand, useMessages } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { EducatorSection } from '../EducatorSection';
import { DetailList } from '../EducatorSection/styles';
import { tokens } from '../BusinessSection/styles';
import { formatPhone, type CompanyInformationValues } from '../rules/businessRules';
import { profilesCatalogs } from '../messages/catalogs';

export interface CompanyHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The business profile shown. Required. */
  business: BusinessProfile;
  /** Shows the owner's Update button; default false. */
  editable?: boolean | undefined;
  /**
   * Notified with the updated user (the save's answer, else the signed-in user read back after it; null when
   * neither could be read) and the values sent; the shared profile already shows them. Default none.
   */
  onSaved?: ((user: UserProfile | null, values: CompanyInformationValues) => void) | undefined;
}

const Tagline = styled.p`
  margin: 0;
  color: ${tokens.color['text-muted']};
  font-style: italic;
`;

// The Update dialog (its pickers carry downshift) downloads on the first Update: a visitor never opens it.
const CompanyInformationDialog = onDemand(() => import('./CompanyInformationDialog').then((module) => module.CompanyInformationDialog));

/**
 * The company header: company name, legal name, tagline, e-mail, phone and location, with the
 * owner's Update dialog. A save shows 'Saving...', then the dialog closes with a success or an error toast;
 * after a failure the next opening starts from what was typed, until a save succeeds or Cancel discards it.
 * The base location is read-only until its Edit. State shows as `data-editable`.
 */
export const CompanyHeader = forwardRef<HTMLElement, CompanyHeaderProps>(function CompanyHeader(props, ref) {
  const { business, editable = false, onSaved, ...rest } = props;
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const [open, setOpen] = useState(false);
  // Kept across openings until a save succeeds or Cancel discards it.
  const [draft, setDraft] = useState<CompanyInformationValues | null>(null);
  const phone = formatPhone(business.work_phone_number_prefix, business.work_phone);
  const location = [business.province, business.country].filter(Boolean).join(', ');
  return (
    <EducatorSection
      ref={ref}
      title={m.companyInformation}
      data-editable={String(editable)}
      actions={
        editable ? (
          <Button size="sm" variant="outline" startIcon={<EditIcon />} onClick={() => setOpen(true)}>
            {m.update}
          </Button>
        ) : null
      }
      {...rest}
    >
      {business.company_tagline ? <Tagline>{business.company_tagline}</Tagline> : null}
      <DetailList>
        <dt>{m.companyName}</dt>
        <dd>{business.company_name || '—'}</dd>
        <dt>{m.legalName}</dt>
        <dd>{business.legal_name || '—'}</dd>
        <dt>{m.companyEmail}</dt>
        <dd>{business.company_email ? <a href={`mailto:${business.company_email.trim()}`}>{business.company_email}</a> : '—'}</dd>
        <dt>{m.phone}</dt>
        <dd>{phone || '—'}</dd>
        <dt>{m.locationLabel}</dt>
        <dd>{location || '—'}</dd>
        <dt>{m.mailingAddress}</dt>
        <dd>{business.mailing_address || '—'}</dd>
      </DetailList>
      {editable && open ? (
        <CompanyInformationDialog
          business={business}
          draft={draft}
          onClose={() => setOpen(false)}
          onFailed={setDraft}
          onCancel={() => {
            setDraft(null);
            setOpen(false);
          }}
          onSaved={(answer, values) => {
            setDraft(null);
            onSaved?.(answer, values);
          }}
        />
      ) : null}
    </EducatorSection>
  );
});
