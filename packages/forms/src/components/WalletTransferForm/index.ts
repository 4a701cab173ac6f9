export {
  WalletTransferForm,
  type WalletTransferFormProps,
  type WalletTransferOutcome,
  type WalletTransferPayload,
  type WalletTransferWallet,
} from './WalletTransferForm';
