import { useEffect, useState } from 'react';
import type { PhoneCode } from '@edupassport/api-client';
import { useApiClient } from '@edupassport/ui/headless';
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

/**
 * The phone prefixes of the company form: the country phone-code list, or the spec's fallback
 * prefixes (+1, +44, +86, +91, +52, +34, +49) when the list fails. Aborted on unmount.
 */
export function usePhonePrefixOptions(): UsePhonePrefixOptionsResult {
  const client = useApiClient();
  const [state, setState] = useState<{ codes: PhoneCode[] | null; failed: boolean }>({ codes: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    client.location.getPhoneCodes({ signal: controller.signal }).then(
      (codes) => {
        if (!controller.signal.aborted) setState({ codes: codes.length ? codes : null, failed: !codes.length });
      },
      () => {
        if (!controller.signal.aborted) setState({ codes: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [client]);
  if (state.failed) return { status: 'fallback', options: FALLBACK };
  if (!state.codes) return { status: 'loading', options: FALLBACK };
  return {
    status: 'success',
    options: state.codes.map((c) => ({ value: formatPhonePrefix(phonePrefixCode(c.code), c.id), label: `${c.name} (${phonePrefixCode(c.code)})` })),
  };
}

/** The option a stored prefix selects: the same 'code|countryId', else the first option with its code, else the code itself. */
export function matchPhonePrefix(stored: string | null | undefined, options: PhonePrefixOption[]): string {
  const code = phonePrefixCode(stored);
  const exact = options.find((o) => o.value === stored);
  if (exact) return exact.value;
  return options.find((o) => phonePrefixCode(o.value) === code)?.value ?? code;
}
