// The public surface of @portal/account: the sign-in flows and the member centre with its cashier,
// data-connected through `@portal/api/react`.
export { accountCatalogue } from './i18n/accountCatalogue';
export { useAccountTranslation } from './i18n/useAccountTranslation';
export type { AccountMessageKey, AccountMessages } from './i18n/messages/en';
export {
  AccountHostContext,
  useAccountHost,
  type AccountFlow,
  type AccountHost,
  type AccountPlace,
} from './host/AccountHostContext';
export { LoginDialog, type LoginDialogProps } from './containers/LoginDialog';
export { RegisterDialog, type RegisterDialogProps } from './containers/RegisterDialog';
export { ForgotPasswordDialog, type ForgotPasswordDialogProps } from './containers/ForgotPasswordDialog';
export { ChangePasswordDialog, type ChangePasswordDialogProps } from './containers/ChangePasswordDialog';
export { ResetPasswordForm, type ResetPasswordFormProps } from './containers/ResetPasswordForm';
export { SliderChallengeDialog, type SliderChallengeDialogProps } from './containers/SliderChallengeDialog';
export { useSliderChallengeDialog } from './containers/useSliderChallengeDialog';
export { FirstLoginWelcome, type FirstLoginWelcomeProps } from './containers/FirstLoginWelcome';
export { isResetToken } from './rules/isResetToken';
export { useFailureOutcome, type FailureOutcome } from './hooks/useFailureOutcome';
export { useFirstLogin, type FirstLogin } from './hooks/useFirstLogin';
export { useLastLoginNotice } from './hooks/useLastLoginNotice';
export { useLoginForm, type LoginFormOptions } from './hooks/useLoginForm';
export { useLoginSupport } from './hooks/useLoginSupport';
export { useSliderVerify, type SliderVerify } from './hooks/useSliderVerify';
export { useWordedCall } from './hooks/useWordedCall';
export { MemberCentre, type MemberCentreProps } from './member/MemberCentre';
export {
  isMemberPage,
  memberPages,
  type MemberPage,
  type MemberPageGroup,
  type MemberPageSlug,
} from './member/memberPages';
export { DepositPage, type DepositPageProps } from './cashier/DepositPage';
export { DepositDetails, type DepositDetailsProps } from './cashier/DepositDetails';
export { DepositHistory, type DepositHistoryProps } from './cashier/DepositHistory';
export { WithdrawPage } from './cashier/WithdrawPage';
export { PanelLoading } from './cashier/PanelLoading';
export { WalletPage } from './cashier/WalletPage';
export { TransferUplinePage, type TransferUplinePageProps } from './cashier/TransferUplinePage';
export { UplineTransferHistory, type UplineTransferHistoryProps } from './cashier/UplineTransferHistory';
export { VendorWalletCard, type VendorWalletCardProps } from './cashier/VendorWalletCard';
export { WithdrawalHistory, type WithdrawalHistoryProps } from './cashier/WithdrawalHistory';
export { ReceiptProofDialog, type ReceiptProofDialogProps } from './cashier/ReceiptProofDialog';
export { SecurityCentrePage } from './security/SecurityCentrePage';
export { MessagesPage } from './messages/MessagesPage';
export { BettingRecordPage, type BettingRecordPageProps } from './records/BettingRecordPage';
export { AccountRecordPage, type AccountRecordPageProps } from './records/AccountRecordPage';
export { IncomePage, type IncomePageProps } from './records/IncomePage';
export { RecordPeriodFields, type RecordPeriodFieldsProps } from './records/RecordPeriodFields';
export { MessageList, type MessageListProps } from './messages/MessageList';
export { PaymentPasswordPanel, type PaymentPasswordPanelProps } from './security/PaymentPasswordPanel';
export { PayoutAccountBinder, type PayoutAccountBinderProps } from './security/PayoutAccountBinder';
export { PayoutAccountList, type PayoutAccountListProps } from './security/PayoutAccountList';
