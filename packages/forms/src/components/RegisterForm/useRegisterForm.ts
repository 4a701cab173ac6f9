import { valibotResolver } from '@hookform/resolvers/valibot';
import { useDialog } from '@portal/ui';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import {
  asksMobileNumber,
  asksPassword,
  registerFieldNames,
  registerSchema,
  requiresMobileNumber,
  type RegisterFieldSettings,
  type RegisterMode,
} from '../../rules';
import type { RegisterFormProps } from './RegisterForm.types';
import { runRegisterPipeline } from './registerPipeline';
import type { RegisterDraft, RegisterFormValues } from './registerTypes';
import { useAffiliateFromUrl } from './useAffiliateFromUrl';

const emptyValues = Object.fromEntries(registerFieldNames.map((name) => [name, ''])) as Record<
  (typeof registerFieldNames)[number],
  string
>;

/** Without a way to send codes, a send fails with the generic message rather than throwing. */
const noSms = () => Promise.reject(new Error('error.unknown'));

/** The mode shown first: mobile when it is allowed (spec section 4), else username. */
export const firstMode = (modes: readonly RegisterMode[]): RegisterMode =>
  modes.includes('mobile') ? 'mobile' : 'username';

/** The form's state and its submit pipeline; the component only lays it out. */
export function useRegisterForm(props: RegisterFormProps, modes: readonly RegisterMode[]) {
  const { t } = useFormsTranslation();
  const openDialog = useDialog();
  const [mode, setMode] = useState<RegisterMode>(() => firstMode(modes));
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const affiliate = useAffiliateFromUrl(props.affiliateCodeFromUrl, props.onCheckAffiliate);

  // The invitation input shows when the settings show it and the address gave no code that passed.
  const affiliateShown = Boolean(props.fields.affiliateCode?.show) && ['none', 'invalid'].includes(affiliate);
  const fields = useMemo<RegisterFieldSettings>(() => {
    const { affiliateCode, captcha } = props.fields;
    return {
      ...props.fields,
      affiliateCode: affiliateCode && { ...affiliateCode, show: affiliateShown },
      captcha: captcha && { ...captcha, show: captcha.show && Boolean(props.captcha) },
    };
  }, [props.fields, props.captcha, affiliateShown]);

  const termsName = props.labels?.termsName ?? t('field.termsName');
  const { mobile, smsVerification, mobilePassword, today } = props;
  const schema = useMemo(
    () => registerSchema({ mode, fields, mobile, smsVerification, mobilePassword, termsName, today }),
    [mode, fields, mobile, smsVerification, mobilePassword, termsName, today],
  );
  const form = useForm<RegisterFormValues>({
    // The schema's shape follows the mode and the settings; the form's values are always the full draft.
    resolver: valibotResolver(schema) as unknown as Resolver<RegisterFormValues>,
    defaultValues: {
      ...emptyValues,
      countryDialingCode: props.defaultCountryDialingCode ?? props.countryDialingCodes?.[0]?.value ?? '',
      terms: false,
    },
  });

  const asks = {
    mobile: asksMobileNumber({ mode, fields, smsVerification }),
    mobileRequired: requiresMobileNumber({ mode, fields, smsVerification }),
    password: asksPassword({ mode, mobilePassword }),
    smsCode: smsVerification,
  };

  // Radix reports a tab pressed by mouse twice (press, then focus): a mode changes once.
  const shownMode = useRef(mode);
  const changeMode = (next: RegisterMode) => {
    if (next === shownMode.current) return;
    shownMode.current = next;
    setMode(next);
    setFailure(undefined);
    form.clearErrors();
    // A new mode is a new attempt: a new captcha image, and the old answer goes.
    form.setValue('captcha', '');
    props.captcha?.onRefresh();
  };

  const requestSms = () =>
    (props.onRequestSms ?? noSms)({
      mobileNum: form.getValues('mobileNum').trim(),
      countryDialingCode: form.getValues('countryDialingCode'),
    });

  const validate = () =>
    new Promise<Partial<RegisterDraft> | null>((resolve) => {
      const countryDialingCode = form.getValues('countryDialingCode');
      void form.handleSubmit(
        (values) => resolve({ ...(values as Partial<RegisterDraft>), countryDialingCode }),
        () => resolve(null),
      )();
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setFailure(undefined);
    try {
      const result = await runRegisterPipeline(
        {
          mode,
          affiliateCodeFromUrl: props.affiliateCodeFromUrl,
          affiliateFieldShown: affiliateShown,
          phoneProvider: Boolean(props.phoneProvider),
          referralCode: props.referralCode,
          domain: props.domain,
        },
        {
          termsTicked: () => form.trigger('terms', { shouldFocus: true }),
          validate,
          checkAffiliate: props.onCheckAffiliate,
          challenge: props.onChallenge,
          verifyPhone: props.onVerifyPhone,
          register: props.onSubmit,
        },
      );
      if (result.ok) return;
      if (result.step === 'affiliate') {
        void openDialog({ icon: 'warning', message: t('invitation_code_error'), buttons: [{ value: 'ok' }] });
      } else if (result.message) {
        setFailure(result.message);
      }
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  return { form, mode, changeMode, fields, asks, submit, requestSms, failure, pending };
}
