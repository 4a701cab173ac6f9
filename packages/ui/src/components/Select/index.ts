export { Select, selectSizes, type SelectOption, type SelectProps } from './Select';
