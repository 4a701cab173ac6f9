export { CaptchaField, CaptchaInput, type CaptchaFieldProps, type CaptchaInputProps } from './CaptchaField';
