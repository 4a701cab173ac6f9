export {
  FormTitle,
  formTitleHeadingLevels,
  type FormTitleHeadingLevel,
  type FormTitleProps,
} from './FormTitle';
