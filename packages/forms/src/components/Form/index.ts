export { Form, type FormProps } from './Form';
export {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from './FormField';
export {
  FormPasswordField,
  FormTextField,
  type FormPasswordFieldProps,
  type FormTextFieldProps,
} from './FormTextField';
export { FormCheckboxField, type FormCheckboxFieldProps } from './FormCheckboxField';
export { FormSelectField, type FormSelectFieldProps } from './FormSelectField';
export { stack as formStack, actions as formActions, textArea as formTextArea } from './Form.css';
