export {
  PaymentPasswordForm,
  type PaymentPasswordFormProps,
  type PaymentPasswordOutcome,
  type PaymentPasswordPayload,
} from './PaymentPasswordForm';
