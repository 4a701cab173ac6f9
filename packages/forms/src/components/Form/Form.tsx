import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

export interface FormProps<Values extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  /** The react-hook-form instance (`useForm({ resolver: valibotResolver(schema) })`). */
  form: UseFormReturn<Values>;
  /** Called with the validated, cleaned values only. */
  onSubmit: SubmitHandler<Values>;
  children: ReactNode;
}

/**
 * A form wired to react-hook-form: the browser's own validation is off (our rules speak the user's
 * language), and submit runs the schema first.
 */
export function Form<Values extends FieldValues>({ form, onSubmit, children, ...rest }: FormProps<Values>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} {...rest}>
        {children}
      </form>
    </FormProvider>
  );
}
