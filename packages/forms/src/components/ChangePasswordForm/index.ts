export {
  ChangePasswordForm,
  type ChangePasswordFormLabels,
  type ChangePasswordFormProps,
  type ChangePasswordOutcome,
  type ChangePasswordPayload,
} from './ChangePasswordForm';
