export { SmsCodeField, type SmsCodeFieldProps } from './SmsCodeField';
export { smsCountdownSeconds, smsSecondsPerMinute, type SmsRequestResult } from './smsCountdownSeconds';
