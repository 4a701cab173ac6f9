export { MobileNumberFields, type MobileNumberFieldsProps } from './MobileNumberFields';
