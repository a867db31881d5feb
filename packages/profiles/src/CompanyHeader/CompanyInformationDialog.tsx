import { useState } from 'react';
import type { BusinessProfile, UserProfile } from '@edupassport/api-client';
import { Button, CountryStatePicker, Dialog, Select, TextField, useMessages } from '@edupassport/ui';
import { useEdu } from '@edupassport/ui/headless';
import { profilesMessages } from '../messages';
import { FieldRow, FormStack } from '../EducatorSection/styles';
import { useCompanyInformationSave } from '../hooks/useBusinessSections';
import { matchPhonePrefix, usePhonePrefixOptions } from '../hooks/useBusinessProfileOptions';
import {
  validateCompanyInformation,
  DEFAULT_PHONE_PREFIX,
  TAGLINE_MAX,
  type CompanyInformationErrors,
  type CompanyInformationValues,
} from '../rules/businessRules';
import { profilesCatalogs } from '../messages/catalogs';

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

export interface CompanyInformationDialogProps {
  business: BusinessProfile;
  /** What was typed before a failed save closed the dialog; the form starts from it instead of the saved values. */
  draft: CompanyInformationValues | null;
  /** Closes the dialog (Escape, the close button, a save that ended). */
  onClose: () => void;
  /** A failed save: the values typed, kept for the next opening. */
  onFailed: (values: CompanyInformationValues) => void;
  /** Cancel: the reader discards what they typed, a kept draft included. */
  onCancel: () => void;
  onSaved?: ((user: UserProfile | null, values: CompanyInformationValues) => void) | undefined;
}

function CompanyForm({ business, draft, onClose, onFailed, onCancel, onSaved }: CompanyInformationDialogProps) {
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

/** The owner's Update dialog of the company information, open while it is rendered (it downloads on the first Update). */
export function CompanyInformationDialog(props: CompanyInformationDialogProps) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : props.onClose())} title={m.updateCompanyInformation} size="lg">
      <CompanyForm {...props} />
    </Dialog>
  );
}
