import { useMemo } from 'react';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@edupassport/api-client';
import { useApiClient, useEduQuery } from '@edupassport/ui/headless';
import { profileKeys } from '../queryKeys';
import { FALLBACK_PHONE_PREFIXES, formatPhonePrefix, phonePrefixCode } from '../rules/businessRules';

export interface PhonePrefixOption {
  /** What is stored: 'code|countryId' from the phone-code list, the bare code from the fallback list. */
  value: string;
  label: string;
}

export interface UsePhonePrefixOptionsResult {
  status: 'loading' | 'success' | 'fallback';
  options: PhonePrefixOption[];
}

const FALLBACK: PhonePrefixOption[] = FALLBACK_PHONE_PREFIXES.map((code) => ({ value: code, label: code }));

/** The phone-code list of the company form, shared by every form that shows it. */
export function phoneCodesQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: profileKeys.phoneCodes(), queryFn: ({ signal }) => client.location.getPhoneCodes({ signal }) });
}

/**
 * The phone prefixes of the company form: the country phone-code list, or the spec's fallback
 * prefixes (+1, +44, +86, +91, +52, +34, +49) when the list fails or is empty.
 */
export function usePhonePrefixOptions(): UsePhonePrefixOptionsResult {
  const { data, isError } = useEduQuery(phoneCodesQueryOptions(useApiClient()));
  const options = useMemo(
    () => data?.map((c) => ({ value: formatPhonePrefix(phonePrefixCode(c.code), c.id), label: `${c.name} (${phonePrefixCode(c.code)})` })),
    [data],
  );
  if (isError || (options && !options.length)) return { status: 'fallback', options: FALLBACK };
  if (!options) return { status: 'loading', options: FALLBACK };
  return { status: 'success', options };
}

/** The option a stored prefix selects: the same 'code|countryId', else the first option with its code, else the code itself. */
export function matchPhonePrefix(stored: string | null | undefined, options: PhonePrefixOption[]): string {
  const code = phonePrefixCode(stored);
  const exact = options.find((o) => o.value === stored);
  if (exact) return exact.value;
  return options.find((o) => phonePrefixCode(o.value) === code)?.value ?? code;
}
