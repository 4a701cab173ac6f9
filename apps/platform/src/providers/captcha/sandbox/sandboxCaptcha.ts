import type { Platform } from '../../../context';
import type { CaptchaPort } from '../CaptchaPort';
import { consumeCaptcha, issueCaptcha, sandboxCaptchaAnswer } from './captchas';
import { consumeSlider, issueSlider, sandboxSliderSolution, verifySlider } from './sliders';

/**
 * The sandbox captcha and slider: drawn and checked by the platform itself, kept hashed in the database.
 * They stop a careless script, not a determined one, and in sandbox mode (SANDBOX=true) they keep their
 * answers for the sandbox routes; production refuses them unless ALLOW_SANDBOX_PROVIDERS names `captcha`.
 */
export function sandboxCaptcha(platform: Platform): CaptchaPort {
  return {
    issueCaptcha: (ip) => issueCaptcha(platform, ip),
    consumeCaptcha: (key, answer) => consumeCaptcha(platform, key, answer),
    issueSlider: (ip) => issueSlider(platform, ip),
    verifySlider: (attempt, ip) => verifySlider(platform, attempt, ip),
    consumeSlider: (fields) => consumeSlider(platform, fields),
    sandbox: {
      captchaAnswer: (key) => sandboxCaptchaAnswer(platform, key),
      sliderSolution: (id) => sandboxSliderSolution(platform, id),
    },
  };
}
