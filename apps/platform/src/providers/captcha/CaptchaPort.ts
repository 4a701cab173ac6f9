import type { SliderChallengeValue, SliderFields, SliderVerifyRequest } from '@portal/api';

/**
 * The captcha and slider port (`platform.captcha`, chosen by CAPTCHA_PROVIDER): the image captcha the
 * register and login forms show after failures, and the slider puzzle a login or an SMS request passes
 * first. Refusals are the platform's error codes (CAPTCHA_INVALID, CAPTCHA_TOO_FAST, VERIFICATION_REQUIRED)
 * so the forms read them as they do today.
 *
 * A real service plugs in behind the same calls: a slider or behaviour service (GeeTest, Tencent
 * Captcha, hCaptcha, reCAPTCHA) issues its challenge from its own browser widget and answers
 * `verifySlider` with a server-side check of the widget's result (a POST of the response token and
 * the visitor's IP to its siteverify URL, with the site's secret), whose pass becomes the single-use
 * `SliderFields` that `consumeSlider` spends. `issueCaptcha` may stay the platform's drawn image.
 */
export interface CaptchaPort {
  /** A new image captcha for the visitor at `ip`: its key and its PNG (base64). */
  issueCaptcha(ip: string): Promise<{ key: string; png: string }>;
  /** Spends a captcha: the right answer within its time, once; CAPTCHA_INVALID otherwise. */
  consumeCaptcha(key: string | undefined, answer: string | undefined): Promise<void>;
  /** A new slider puzzle for the visitor at `ip`. */
  issueSlider(ip: string): Promise<SliderChallengeValue>;
  /** Checks one try: a pass yields the single-use fields a login or an SMS request carries; a miss null. */
  verifySlider(attempt: SliderVerifyRequest, ip: string): Promise<SliderFields | null>;
  /** Spends a passed slider: once, within its time; VERIFICATION_REQUIRED otherwise. */
  consumeSlider(fields: Partial<SliderFields>): Promise<void>;
  /**
   * Only a sandbox has this: the answers, for the sandbox-only routes that let testers and end-to-end
   * tests pass. A real provider leaves it out, and those routes answer NOT_FOUND.
   */
  readonly sandbox?: {
    captchaAnswer(key: string): Promise<string | null>;
    sliderSolution(id: string): Promise<{ x: number; y: number } | null>;
  };
}
