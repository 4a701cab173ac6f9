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
  registerFieldNames,
  registerSchema,
  ruleFromSetting,
  usernameFromMobile,
  type RegisterFieldName,
  type RegisterFieldSetting,
  type RegisterFieldSettings,
  type RegisterMode,
  type RegisterSchemaOptions,
} from './registerRules';
