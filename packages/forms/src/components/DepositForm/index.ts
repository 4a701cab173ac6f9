export {
  DepositForm,
  type DepositChannelChoice,
  type DepositFormProps,
  type DepositOutcome,
  type DepositPayload,
} from './DepositForm';
