import type { SliderFields } from './session';

/** `POST /wps/verification/sms/noLogin` and `/wps/verification/sms/register`. */
export interface SmsCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
}

export interface SmsRegisterCodeRequest extends Partial<SliderFields> {
  mobileNo: string;
  countryDialingCode: string;
  /** The registration mode the code is for. */
  registerType?: 'username' | 'mobile';
}

export interface SmsCodeValue {
  /** How long the code stays valid; the send button counts 60 s per minute. */
  expiredMinutes: number;
}

/**
 * `GET /wps/captcha`: the value is the base64 PNG; the `x-captcha-key` response header names it, and
 * the client sends that key back as `captchaKey` with the answer.
 */
export type CaptchaValue = string;
export const captchaKeyHeader = 'x-captcha-key';

/** `GET /wps/verification/slider`: a puzzle (images as data: URIs). */
export interface SliderChallengeValue {
  id: string;
  background: string;
  piece: string;
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
}

/**
 * `POST /wps/verification/slider`: one try, with the track that led there ([x, ms since the first move]
 * for each position). After repeated misses from an address the platform answers CAPTCHA_INVALID with
 * `{ captcha: true }`: the next tries carry a captcha's key and answer too.
 */
export interface SliderVerifyRequest {
  challengeId: string;
  x: number;
  durationMs: number;
  trail: Array<[number, number]>;
  captchaKey?: string;
  captcha?: string;
}

/** What a sandbox-only route reveals for end-to-end tests. */
export interface SandboxOutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  body: string;
  createdAt: string;
}
