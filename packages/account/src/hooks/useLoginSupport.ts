import { useCountryCodes, useRegisterSettings } from '@portal/api/react';
import { useMemo } from 'react';

/** What the login, registration and recovery forms read from the platform: the number's rules and codes. */
export function useLoginSupport() {
  const settings = useRegisterSettings();
  const codes = useCountryCodes();
  const countryDialingCodes = useMemo(
    () =>
      (codes.data ?? []).map((entry) => ({
        value: entry.dialingCode,
        label: `${entry.countryCode} ${entry.dialingCode}`,
      })),
    [codes.data],
  );
  return {
    ready: Boolean(settings.data && codes.data),
    registerSettings: settings.data,
    mobile: settings.data?.regex ?? { mobileMinLength: 6, mobileMaxLength: 11 },
    countryDialingCodes,
  };
}
