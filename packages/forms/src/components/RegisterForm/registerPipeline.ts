import { registerFieldNames, usernameFromMobile, type RegisterMode } from '../../rules';
import type {
  RegisterChallengeFields,
  RegisterDraft,
  RegisterOutcome,
  RegisterPayload,
  RegisterPhoneVerification,
} from './registerTypes';

/** The submit steps in the spec's order (section 4, Registration); each one can stop the submit. */
export const registerSteps = ['terms', 'validate', 'affiliate', 'challenge', 'phone', 'register'] as const;
export type RegisterStep = (typeof registerSteps)[number];

/** What the pipeline knows of the form around it. */
export interface RegisterPipelineContext {
  mode: RegisterMode;
  /** The invitation code of the page's address, if any. */
  affiliateCodeFromUrl?: string;
  /** Whether the invitation code input is on screen (when it is not, the address's code is used). */
  affiliateFieldShown: boolean;
  /** The phone provider verifies the number before the register call. */
  phoneProvider: boolean;
  referralCode?: string;
  domain?: string;
}

/** The steps with side effects, given by the form (and by tests). */
export interface RegisterPipelineSteps {
  /** Whether the terms box is ticked (the form shows the inline error when it is not). */
  termsTicked: () => boolean | Promise<boolean>;
  /** Every field checked; the cleaned values, or null (the form shows the errors). */
  validate: () => Promise<Partial<RegisterDraft> | null>;
  checkAffiliate?: (code: string) => Promise<boolean>;
  /** The anti-bot challenge: its fields, or null when it was not passed. */
  challenge?: () => Promise<RegisterChallengeFields | null>;
  /** The phone provider's check: its token, or null when it stopped (it has said why). */
  verifyPhone?: (phone: RegisterPhoneVerification) => Promise<{ firebaseIdToken: string } | null>;
  register: (payload: RegisterPayload) => Promise<RegisterOutcome>;
}

/** The submit went through with this payload, or stopped at a step, with a message to show or none. */
export type RegisterPipelineResult =
  { ok: true; payload: RegisterPayload } | { ok: false; step: RegisterStep; message?: string };

const emptyDraft = Object.fromEntries(
  [...registerFieldNames, 'referralCode', 'domain', 'countryDialingCode'].map((name) => [name, '']),
) as RegisterDraft;

/** The address's invitation code stands in for the input when the input is not shown. */
export function withAffiliateFromUrl(draft: RegisterDraft, context: RegisterPipelineContext): RegisterDraft {
  const fromUrl = context.affiliateCodeFromUrl?.trim();
  if (context.affiliateFieldShown || !fromUrl) return draft;
  return { ...draft, affiliateCode: fromUrl };
}

/** The full draft from the validated values: empty text for what was not asked, the host's referral and domain. */
export function toRegisterDraft(
  values: Partial<RegisterDraft>,
  context: RegisterPipelineContext,
): RegisterDraft {
  const draft: RegisterDraft = {
    ...emptyDraft,
    ...values,
    referralCode: context.referralCode ?? '',
    domain: context.domain ?? '',
  };
  // Mobile-only registration has no username: the number without its leading zeros is the account.
  if (context.mode === 'mobile' && !draft.username) draft.username = usernameFromMobile(draft.mobileNum);
  return draft;
}

/** The register call's body: the challenge's fields, the draft, `login: true` and the phone provider's token. */
export function buildRegisterPayload(
  draft: RegisterDraft,
  context: RegisterPipelineContext,
  extras: { challenge?: RegisterChallengeFields | null; firebaseIdToken?: string } = {},
): RegisterPayload {
  const firebase = extras.firebaseIdToken
    ? { firebaseChannel: 'sms' as const, firebaseIdToken: extras.firebaseIdToken }
    : {};
  // The draft comes after the challenge's fields, so a challenge can never overwrite what was typed.
  return { ...extras.challenge, ...draft, mode: context.mode, login: true, ...firebase };
}

const reasonOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'error.unknown';

/**
 * Runs the submit: terms, validation, the address's invitation code, its check, the anti-bot
 * challenge, the phone provider's check, the register call. The first step that fails stops it; a
 * rejected callback stops it with its error's message.
 */
export async function runRegisterPipeline(
  context: RegisterPipelineContext,
  steps: RegisterPipelineSteps,
): Promise<RegisterPipelineResult> {
  if (!(await steps.termsTicked())) return { ok: false, step: 'terms' };
  const values = await steps.validate();
  if (!values) return { ok: false, step: 'validate' };
  const draft = withAffiliateFromUrl(toRegisterDraft(values, context), context);

  if (draft.affiliateCode && steps.checkAffiliate) {
    // A check that could not run is no proof either: the code is refused the same way.
    const valid = await steps.checkAffiliate(draft.affiliateCode).catch(() => false);
    if (!valid) return { ok: false, step: 'affiliate', message: 'invitation_code_error' };
  }

  let challenge: RegisterChallengeFields | null = null;
  let firebaseIdToken: string | undefined;
  let step: RegisterStep = 'challenge';
  try {
    if (steps.challenge) {
      challenge = await steps.challenge();
      if (!challenge) return { ok: false, step, message: 'validation.verifyFirst' };
    }
    step = 'phone';
    if (context.phoneProvider && steps.verifyPhone) {
      const { mobileNum, countryDialingCode, verificationCode } = draft;
      const verified = await steps.verifyPhone({ mobileNum, countryDialingCode, verificationCode });
      if (!verified) return { ok: false, step };
      firebaseIdToken = verified.firebaseIdToken;
    }
    step = 'register';
    const payload = buildRegisterPayload(draft, context, { challenge, firebaseIdToken });
    const outcome = await steps.register(payload);
    if (!outcome.ok) return { ok: false, step, message: outcome.message || 'error.unknown' };
    return { ok: true, payload };
  } catch (error) {
    return { ok: false, step, message: reasonOf(error) };
  }
}
