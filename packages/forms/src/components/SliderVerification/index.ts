export { SliderVerification, type SliderVerificationProps } from './SliderVerification';
export type { SliderAttempt, SliderCaptcha, SliderChallenge, SliderVerificationFields } from './sliderTypes';
