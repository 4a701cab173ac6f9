export { SliderVerification, type SliderVerificationProps } from './SliderVerification';
export type { SliderAttempt, SliderChallenge, SliderVerificationFields } from './sliderTypes';
