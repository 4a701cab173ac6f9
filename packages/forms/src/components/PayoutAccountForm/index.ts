export {
  PayoutAccountForm,
  type PayoutAccountFormProps,
  type PayoutAccountKind,
  type PayoutAccountOutcome,
  type PayoutAccountPayload,
  type PayoutCodeTarget,
  type PayoutDialingCode,
} from './PayoutAccountForm';
