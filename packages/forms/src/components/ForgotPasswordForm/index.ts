export { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';
export type { ForgotPasswordFormLabels } from './forgotLabels';
export type {
  ForgotByEmailPayload,
  ForgotByPhonePayload,
  ForgotPasswordMethod,
  ForgotPasswordOutcome,
} from './forgotTypes';
