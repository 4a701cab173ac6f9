// Private: shared by the kit's fields, never exported from the package.
export { FieldError, FieldFrame, RequiredMarker, type FieldFrameProps } from './FieldFrame';
export { useField, type UseFieldOptions } from './useField';
export { hasContent, isFilled, joinIds } from './fieldIds';
export { setNativeValue } from './nativeValue';
export { mergeRefs } from './mergeRefs';
export * as fieldStyles from './FieldFrame.css';
