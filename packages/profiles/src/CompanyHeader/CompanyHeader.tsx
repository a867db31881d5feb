import { forwardRef, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { BusinessProfile, UserProfile } from '@edupassport/api-client';
import { Button, CountryStatePicker, Dialog, EditIcon, Select, TextField, useMessages } from '@edupassport/ui';
import { useEdu } from '@edupassport/ui/headless';
import { profilesMessages } from '../messages';
import { EducatorSection } from '../EducatorSection';
import { DetailList, FieldRow, FormStack } from '../EducatorSection/styles';
import { tokens } from '../BusinessSection/styles';
import { useCompanyInformationSave } from '../hooks/useBusinessSections';
import { matchPhonePrefix, usePhonePrefixOptions } from '../hooks/useBusinessProfileOptions';
import {
  formatPhone,
  validateCompanyInformation,
  TAGLINE_MAX,
  DEFAULT_PHONE_PREFIX,
  type CompanyInformationErrors,
  type CompanyInformationValues,
} from '../rules/businessRules';
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

function valuesFrom(business: BusinessProfile): CompanyInformationValues {
  return {
    company_name: business.company_name ?? '',
    legal_name: business.legal_name ?? '',
    company_tagline: business.company_tagline ?? '',
    company_email: business.company_email ?? '',
    work_phone_number_prefix: business.work_phone_number_prefix || DEFAULT_PHONE_PREFIX,
    work_phone: business.work_phone ?? '',
    country: business.country ?? '',
    province: business.province ?? '',
    mailing_address: business.mailing_address ?? '',
  };
}

interface FormProps {
  business: BusinessProfile;
  /** What was typed before a failed save closed the dialog; the form starts from it instead of the saved values. */
  draft: CompanyInformationValues | null;
  onClose: () => void;
  /** A failed save: the values typed, kept for the next opening. */
  onFailed: (values: CompanyInformationValues) => void;
  /** Cancel: the reader discards what they typed, a kept draft included. */
  onCancel: () => void;
  onSaved?: CompanyHeaderProps['onSaved'] | undefined;
}

function CompanyForm({ business, draft, onClose, onFailed, onCancel, onSaved }: FormProps) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const { toast } = useEdu();
  const initial = valuesFrom(business);
  const [values, setValues] = useState(draft ?? initial);
  const [errors, setErrors] = useState<CompanyInformationErrors>({});
  const prefixes = usePhonePrefixOptions();
  const save = useCompanyInformationSave();
  const set = <K extends keyof CompanyInformationValues>(key: K, value: CompanyInformationValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async () => {
    const found = validateCompanyInformation(values, m);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    // An answer without the user (204, {"success": true}) is read back: `answer` is what the server stored.
    const { ok, user: answer } = await save.save({ ...values });
    if (!ok) {
      // The dialog closes with the error toast either way; what was typed comes back at the next opening.
      toast.show({ kind: 'error', title: m.companyUpdateFailed });
      onFailed(values);
      onClose();
      return;
    }
    toast.show({ kind: 'success', title: m.companyUpdated });
    onSaved?.(answer, values);
    onClose();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormStack>
        <FieldRow>
          <TextField label={m.companyName} autoComplete="organization" value={values.company_name} onValueChange={(v) => set('company_name', v)} error={errors.company_name} />
          <TextField label={m.legalName} value={values.legal_name} onValueChange={(v) => set('legal_name', v)} error={errors.legal_name} />
        </FieldRow>
        <TextField
          label={m.tagline}
          value={values.company_tagline}
          onValueChange={(v) => set('company_tagline', v)}
          error={errors.company_tagline}
          hint={`${Array.from(values.company_tagline).length}/${TAGLINE_MAX}`}
        />
        <TextField label={m.companyEmail} type="email" autoComplete="work email" value={values.company_email} onValueChange={(v) => set('company_email', v)} error={errors.company_email} />
        <FieldRow>
          <Select
            label={m.phonePrefix}
            options={prefixes.options}
            value={matchPhonePrefix(values.work_phone_number_prefix, prefixes.options)}
            onValueChange={(v) => set('work_phone_number_prefix', v)}
          />
          <TextField label={m.phone} type="tel" inputMode="numeric" autoComplete="work tel-national" value={values.work_phone} onValueChange={(v) => set('work_phone', v)} error={errors.work_phone} />
        </FieldRow>
        {/* Read-only until Edit; Cancel restores the saved country and province. */}
        <CountryStatePicker
          legend={m.locationLabel}
          lockUntilEdit
          showActions={false}
          value={{ country: values.country, state: values.province }}
          onValueChange={(next) => setValues((v) => ({ ...v, country: next.country, province: next.state }))}
        />
        <TextField label={m.mailingAddress} autoComplete="street-address" value={values.mailing_address} onValueChange={(v) => set('mailing_address', v)} />
        <FieldRow>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {m.cancelBusiness}
          </Button>
          <Button type="submit" disabled={save.saving}>
            {save.saving ? m.saving : m.saveChanges}
          </Button>
        </FieldRow>
      </FormStack>
    </form>
  );
}

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
      {editable ? (
        <Dialog open={open} onOpenChange={setOpen} title={m.updateCompanyInformation} size="lg">
          {open ? (
            <CompanyForm
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
        </Dialog>
      ) : null}
    </EducatorSection>
  );
});
