import type { ErrorCode } from '@portal/api';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** A limit on how often one subject (an address, an account, a session, a number) may do one thing. */
export interface NamedLimit {
  /** The counter's key is `${prefix}:${subject}` in the shared store (Redis when REDIS_URL is set). */
  prefix: string;
  /** Hits allowed in a window; 'setting' when an operator sets it (the caller passes the setting's value). */
  limit: number | 'setting';
  /** The window starts with the subject's first hit. */
  windowMs: number;
  /** What the limit protects, for whoever reads the table (SECURITY.md quotes the numbers). */
  protects: string;
  /** The refusal past the limit: its code, and the value the portal needs to answer it. */
  refusal: { code: ErrorCode; value?: unknown };
}

const throttled = { code: 'THROTTLED' } as const;

/** A login's failures and attempts in flight count for 30 minutes from the first (spec). */
const loginWindowMs = 30 * minute;
/** Spec: the 5th failure locks an account; attempts in flight count as failures until they end. */
const loginAccountLimit = 5;
/** An address is shared (offices, mobile carriers), so it gets more room before its lock. */
const loginAddressLimit = 20;

/**
 * Every rate limit of the platform, by name: one place to read and change them. `takeLimit` and
 * `countLimit` count a subject's hit against one; login, the change of password and the slider's misses
 * reserve before their check instead (`reserveAttempt`, through `limitBudget`).
 */
export const limits = {
  registrationsPerAddress: {
    prefix: 'register',
    limit: 20,
    windowMs: hour,
    protects: 'account creation from one address (made-up accounts, bonus farming)',
    refusal: throttled,
  },
  resetLinksPerAccount: {
    prefix: 'forgot:acct',
    limit: 3,
    windowMs: hour,
    protects: "an account's mailbox from reset e-mails (more requests answer the same and send nothing)",
    refusal: throttled,
  },
  forgotRequestsPerAddress: {
    prefix: 'forgot:ip',
    limit: 10,
    windowMs: hour,
    protects: 'forgot-by-e-mail from an address trying username and e-mail pairs',
    refusal: throttled,
  },
  resetTriesPerAddress: {
    prefix: 'reset:try:ip',
    limit: 10,
    windowMs: 15 * minute,
    protects: "the reset call's password hashing and token guessing, counted before any hashing",
    refusal: throttled,
  },
  trialLaunchesPerAddress: {
    prefix: 'trial:launch',
    limit: 60,
    windowMs: hour,
    protects: 'free-trial game sessions, which need no account',
    refusal: throttled,
  },
  freeplayPerAddress: {
    prefix: 'freeplay',
    limit: 10,
    windowMs: hour,
    protects: 'trial accounts (each one a row and a balance) made from one address',
    refusal: throttled,
  },
  feedbackPerAddress: {
    prefix: 'feedback',
    limit: 'setting',
    windowMs: hour,
    protects: "the feedback inbox and its image storage (the operator's perAddressPerHour setting)",
    refusal: throttled,
  },
  depositStartsPerAccount: {
    prefix: 'deposit:start',
    limit: 30,
    windowMs: hour,
    protects: "the payment provider's intents (each one a call to the PSP) opened by one member",
    refusal: throttled,
  },
  handoverCodesPerSession: {
    prefix: 'handover',
    limit: 10,
    windowMs: minute,
    protects: 'hand-over codes: a few for a member moving between sites, never a stock of them',
    refusal: throttled,
  },
  sliderPuzzlesPerAddress: {
    prefix: 'slider:issue',
    limit: 30,
    windowMs: minute,
    protects: 'slider puzzles (a login needs one; an address may log in 30 times a minute)',
    refusal: throttled,
  },
  sliderMissesPerAddress: {
    prefix: 'slider:miss',
    limit: 3,
    windowMs: 30 * minute,
    protects: 'the slider from blind guessing: past its misses every try must carry a captcha too',
    refusal: { code: 'CAPTCHA_INVALID', value: { captcha: true } },
  },
  smsPerNumber: {
    prefix: 'sms:day',
    limit: 10,
    windowMs: day,
    protects: "a number's owner from being flooded with codes, and the SMS bill",
    refusal: { code: 'SMS_QUOTA' },
  },
  smsPerAddress: {
    prefix: 'sms:day:ip',
    limit: 30,
    windowMs: day,
    protects: 'the SMS bill from one address sending codes to many numbers',
    refusal: { code: 'SMS_QUOTA' },
  },
  loginAttemptsPerAddress: {
    prefix: 'login:rate:ip',
    limit: 30,
    windowMs: minute,
    protects: 'password hashing from an address trying fast, before any password is hashed',
    refusal: { code: 'THROTTLED', value: { captcha: true } },
  },
  loginHeldPerAccount: {
    prefix: 'login:held',
    limit: loginAccountLimit,
    windowMs: loginWindowMs,
    protects: "an account's password: at most 5 checks (failed or in flight) before its lock",
    refusal: { code: 'THROTTLED', value: { captcha: true } },
  },
  loginHeldPerAddress: {
    prefix: 'login:held:ip',
    limit: loginAddressLimit,
    windowMs: loginWindowMs,
    protects: "many accounts' passwords guessed from one address: at most 20 checks before its lock",
    refusal: { code: 'THROTTLED', value: { captcha: true } },
  },
  loginFailuresPerAccount: {
    prefix: 'login:fail',
    limit: loginAccountLimit,
    windowMs: loginWindowMs,
    protects: "an account's password: the 5th failure locks it for 15 minutes",
    refusal: { code: 'ACCOUNT_LOCKED' },
  },
  loginFailuresPerAddress: {
    prefix: 'login:fail:ip',
    limit: loginAddressLimit,
    windowMs: loginWindowMs,
    protects: "many accounts' passwords guessed from one address: the 20th failure locks it",
    refusal: { code: 'ACCOUNT_LOCKED' },
  },
  passwordChecksPerAccount: {
    prefix: 'password-change:acct',
    limit: 5,
    windowMs: 30 * minute,
    protects: "a stolen session's way to the password: old-password checks, as many as a login's",
    refusal: throttled,
  },
  passwordChecksPerAddress: {
    prefix: 'password-change:ip',
    limit: 20,
    windowMs: 30 * minute,
    protects: 'old-password checks from one address (shared, so more room, as at the login)',
    refusal: throttled,
  },
  paymentPasswordChecksPerAccount: {
    prefix: 'payment-password:acct',
    limit: 5,
    windowMs: 30 * minute,
    protects: "a stolen session's way to withdrawals: payment-password checks, as many as a login's",
    refusal: throttled,
  },
  bindingsPerAccount: {
    prefix: 'payout-bind',
    limit: 10,
    windowMs: day,
    protects: 'payout-account bindings and their SMS codes from one account (each one a code sent)',
    refusal: throttled,
  },
} as const satisfies Record<string, NamedLimit>;

export type LimitName = keyof typeof limits;

/** The limits whose number an operator sets: their callers pass it. */
export type SettingLimitName = {
  [Name in LimitName]: (typeof limits)[Name]['limit'] extends 'setting' ? Name : never;
}[LimitName];
