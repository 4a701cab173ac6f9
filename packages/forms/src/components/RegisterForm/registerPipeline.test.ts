import { describe, expect, it, vi } from 'vitest';
import {
  buildRegisterPayload,
  runRegisterPipeline,
  toRegisterDraft,
  withAffiliateFromUrl,
  type RegisterPipelineContext,
  type RegisterPipelineSteps,
} from './registerPipeline';

const context: RegisterPipelineContext = {
  mode: 'username',
  affiliateFieldShown: true,
  phoneProvider: false,
};

const values = {
  username: 'player1',
  password: 'secret12',
  confirmPassword: 'secret12',
  mobileNum: '0551234567',
  countryDialingCode: '+966',
  verificationCode: '123456',
};

/** Every step succeeds and records its name, so a test reads the order the pipeline ran them in. */
function recordingSteps(overrides: Partial<RegisterPipelineSteps> = {}) {
  const calls: string[] = [];
  const steps: RegisterPipelineSteps = {
    termsTicked: vi.fn(() => (calls.push('terms'), true)),
    validate: vi.fn(async () => (calls.push('validate'), values)),
    checkAffiliate: vi.fn(async () => (calls.push('affiliate'), true)),
    challenge: vi.fn(async () => (calls.push('challenge'), { ticket: 't-1' })),
    verifyPhone: vi.fn(async () => (calls.push('phone'), { firebaseIdToken: 'id-token' })),
    register: vi.fn(async () => (calls.push('register'), { ok: true as const })),
    ...overrides,
  };
  return { steps, calls };
}

describe('runRegisterPipeline', () => {
  it("runs the steps in the spec's order", async () => {
    const { steps, calls } = recordingSteps({
      validate: vi.fn(async () => (calls.push('validate'), { ...values, affiliateCode: 'INV1' })),
    });
    const result = await runRegisterPipeline({ ...context, phoneProvider: true }, steps);
    expect(calls).toEqual(['terms', 'validate', 'affiliate', 'challenge', 'phone', 'register']);
    expect(result.ok).toBe(true);
  });

  it('stops at unticked terms before validating anything', async () => {
    const { steps, calls } = recordingSteps({ termsTicked: () => false });
    expect(await runRegisterPipeline(context, steps)).toEqual({ ok: false, step: 'terms' });
    expect(calls).toEqual([]);
  });

  it('stops when a field is invalid', async () => {
    const { steps, calls } = recordingSteps({ validate: async () => null });
    expect(await runRegisterPipeline(context, steps)).toEqual({ ok: false, step: 'validate' });
    expect(calls).toEqual(['terms']);
  });

  it("checks the address's invitation code when its input is not shown, and stops when it fails", async () => {
    const checkAffiliate = vi.fn(async () => false);
    const { steps, calls } = recordingSteps({ checkAffiliate });
    const result = await runRegisterPipeline(
      { ...context, affiliateFieldShown: false, affiliateCodeFromUrl: ' INV9 ' },
      steps,
    );
    expect(checkAffiliate).toHaveBeenCalledWith('INV9');
    expect(result).toEqual({ ok: false, step: 'affiliate', message: 'invitation_code_error' });
    expect(calls).toEqual(['terms', 'validate']);
  });

  it('refuses the invitation code when its check cannot run', async () => {
    const { steps } = recordingSteps({
      validate: async () => ({ ...values, affiliateCode: 'INV1' }),
      checkAffiliate: async () => Promise.reject(new Error('offline')),
    });
    expect(await runRegisterPipeline(context, steps)).toMatchObject({ ok: false, step: 'affiliate' });
  });

  it('skips the invitation check when there is no code', async () => {
    const { steps, calls } = recordingSteps();
    await runRegisterPipeline(context, steps);
    expect(calls).not.toContain('affiliate');
  });

  it('stops with "Please complete verification first" when the challenge is not passed', async () => {
    const { steps, calls } = recordingSteps({ challenge: async () => null });
    expect(await runRegisterPipeline({ ...context, phoneProvider: true }, steps)).toEqual({
      ok: false,
      step: 'challenge',
      message: 'validation.verifyFirst',
    });
    expect(calls).toEqual(['terms', 'validate']);
  });

  it('verifies the phone only with the phone provider, with the number and the code', async () => {
    const without = recordingSteps();
    await runRegisterPipeline(context, without.steps);
    expect(without.calls).not.toContain('phone');

    const withProvider = recordingSteps();
    await runRegisterPipeline({ ...context, phoneProvider: true }, withProvider.steps);
    expect(withProvider.steps.verifyPhone).toHaveBeenCalledWith({
      mobileNum: '0551234567',
      countryDialingCode: '+966',
      verificationCode: '123456',
    });
  });

  it('stops quietly when the phone provider stops, and with the message when it throws', async () => {
    const quiet = recordingSteps({ verifyPhone: async () => null });
    expect(await runRegisterPipeline({ ...context, phoneProvider: true }, quiet.steps)).toEqual({
      ok: false,
      step: 'phone',
    });
    expect(quiet.calls).not.toContain('register');
    const thrown = recordingSteps({
      verifyPhone: () => Promise.reject(new Error('error.phone.codeExpired')),
    });
    expect(await runRegisterPipeline({ ...context, phoneProvider: true }, thrown.steps)).toEqual({
      ok: false,
      step: 'phone',
      message: 'error.phone.codeExpired',
    });
  });

  it("sends the payload with login: true and the challenge's fields, and no firebase fields without the provider", async () => {
    const { steps } = recordingSteps();
    const result = await runRegisterPipeline(
      { ...context, referralCode: 'REF7', domain: 'play.example' },
      steps,
    );
    expect(steps.register).toHaveBeenCalledWith(
      expect.objectContaining({
        username: 'player1',
        password: 'secret12',
        ticket: 't-1',
        referralCode: 'REF7',
        domain: 'play.example',
        mode: 'username',
        login: true,
        qqNum: '',
      }),
    );
    expect(result.ok && result.payload).not.toHaveProperty('firebaseIdToken');
    expect(result.ok && result.payload).not.toHaveProperty('firebaseChannel');
  });

  it("adds firebaseChannel 'sms' and the token when the provider verified the number", async () => {
    const { steps } = recordingSteps();
    await runRegisterPipeline({ ...context, phoneProvider: true }, steps);
    expect(steps.register).toHaveBeenCalledWith(
      expect.objectContaining({ firebaseChannel: 'sms', firebaseIdToken: 'id-token', login: true }),
    );
  });

  it("stops with the platform's message when the register call fails or throws", async () => {
    const failed = recordingSteps({ register: async () => ({ ok: false, message: 'Username taken' }) });
    expect(await runRegisterPipeline(context, failed.steps)).toEqual({
      ok: false,
      step: 'register',
      message: 'Username taken',
    });
    const silent = recordingSteps({ register: async () => ({ ok: false }) });
    expect(await runRegisterPipeline(context, silent.steps)).toMatchObject({ message: 'error.unknown' });
    const thrown = recordingSteps({ register: () => Promise.reject(new Error('error.network')) });
    expect(await runRegisterPipeline(context, thrown.steps)).toMatchObject({
      step: 'register',
      message: 'error.network',
    });
  });
});

describe('draft and payload', () => {
  it('uses the mobile number without leading zeros as the username of a mobile registration', () => {
    const draft = toRegisterDraft({ mobileNum: '00551234567' }, { ...context, mode: 'mobile' });
    expect(draft.username).toBe('551234567');
    expect(
      toRegisterDraft({ username: 'own', mobileNum: '0551' }, { ...context, mode: 'mobile' }).username,
    ).toBe('own');
    expect(toRegisterDraft({ mobileNum: '0551' }, context).username).toBe('');
  });

  it("takes the address's invitation code only when the input is not shown", () => {
    const draft = toRegisterDraft({ affiliateCode: 'TYPED' }, context);
    expect(withAffiliateFromUrl(draft, { ...context, affiliateCodeFromUrl: 'URL1' }).affiliateCode).toBe(
      'TYPED',
    );
    expect(
      withAffiliateFromUrl(draft, { ...context, affiliateFieldShown: false, affiliateCodeFromUrl: 'URL1' })
        .affiliateCode,
    ).toBe('URL1');
  });

  it("never lets the challenge's fields overwrite the draft", () => {
    const draft = toRegisterDraft(values, context);
    const payload = buildRegisterPayload(draft, context, { challenge: { username: 'bot', token: 'x' } });
    expect(payload).toMatchObject({ username: 'player1', token: 'x', login: true });
  });
});
