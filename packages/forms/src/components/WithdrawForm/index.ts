export {
  WithdrawForm,
  type WithdrawFormProps,
  type WithdrawOutcome,
  type WithdrawPayload,
  type WithdrawPayoutAccount,
} from './WithdrawForm';
