export { MobileNumberFields, type MobileNumberFieldsProps } from './MobileNumberFields';
export { MobileCodeFields, type MobileCodeFieldsProps } from './MobileCodeFields';
