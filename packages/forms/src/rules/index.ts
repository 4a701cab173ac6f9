// @portal/forms/rules: the validation rules shared by the browser and the platform.
// No React, no DOM: the platform imports this entry point.
export { isPatternId, patternIds, patternMessageKey, patternTests, type PatternId } from './patterns';
export { formatRuleMessage, parseRuleMessage, type RuleMessage } from './ruleMessage';
export {
  characterLength,
  fieldSchema,
  fitsRule,
  requiredKey,
  ruleMessage,
  type FieldRule,
  type FieldSchema,
} from './fieldRule';
export {
  ageOn,
  birthdayRule,
  captchaRule,
  defaultPasswordLength,
  emailRule,
  mobileRule,
  normaliseSearchText,
  passwordRule,
  requiredText,
  smsCodeLength,
  smsCodeRule,
  termsRule,
  type MobileSettings,
} from './accountRules';
export {
  asksMobileNumber,
  asksPassword,
  defaultUsernameRule,
  passwordRuleFromSettings,
  registerCoreFieldNames,
  registerFieldNames,
  registerOptionalFieldNames,
  registerSchema,
  requiresMobileNumber,
  ruleFromSetting,
  usernameFromMobile,
  usernameRuleFromSettings,
  type RegisterFieldName,
  type RegisterFieldSetting,
  type RegisterFieldSettings,
  type RegisterMode,
  type RegisterSchemaOptions,
} from './registerRules';
export {
  changePasswordSchema,
  forgotByEmailSchema,
  forgotByPhoneSchema,
  loginSchema,
  smsLoginSchema,
} from './accountFormRules';
export {
  activityCommentMaxLength,
  activityCommentRule,
  activityCommentSchema,
  checkFeedbackImage,
  checkFeedbackImages,
  feedbackContentRule,
  feedbackImageCountMessage,
  feedbackLimits,
  feedbackSchema,
  type FeedbackContentLength,
  type FeedbackImageInput,
  type FeedbackImageType,
  type FeedbackSchemaOptions,
} from './feedbackRules';
export {
  amountRangeMessage,
  amountTextRule,
  formatMinorPlain,
  minorAmountRule,
  minorPerMajor,
  parseAmountText,
  type AmountLimits,
} from './cashierRules';
export {
  accountNumberMessage,
  fitsAccountNumber,
  normaliseAccountNumber,
  paymentPasswordLength,
  paymentPasswordRule,
  paymentPasswordSchema,
  payoutAccountLimits,
  payoutAccountSchema,
  withdrawSchema,
} from './withdrawalRules';
export { mainWalletName, walletTransferSchema, type TransferWalletBalance } from './walletTransferRules';
export {
  checkProfile,
  defaultProfileRules,
  profileFieldNames,
  profileFieldRule,
  profileSchema,
  type ProfileCheck,
  type ProfileFieldName,
  type ProfileInput,
  type ProfileOutput,
  type ProfileSchemaOptions,
} from './profileRules';
