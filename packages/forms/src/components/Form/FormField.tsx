import { Slot } from '@radix-ui/react-slot';
import { cx } from '@portal/ui';
import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  type HTMLAttributes,
  type LabelHTMLAttributes,
} from 'react';
import {
  Controller,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import * as styles from './Form.css';

const FieldNameContext = createContext<string | null>(null);
interface ItemContextValue {
  id: string;
  hasDescription: boolean;
  setHasDescription: (value: boolean) => void;
}
const ItemContext = createContext<ItemContextValue | null>(null);

/** One named field of the form: a react-hook-form Controller whose parts know their name. */
export function FormField<Values extends FieldValues, Name extends FieldPath<Values>>(
  props: ControllerProps<Values, Name>,
) {
  return (
    <FieldNameContext.Provider value={props.name}>
      <Controller {...props} />
    </FieldNameContext.Provider>
  );
}

/** The ids and the first error (translated) of the field around the calling part. */
export function useFormField() {
  const name = useContext(FieldNameContext);
  const item = useContext(ItemContext);
  if (!name || !item) {
    throw new Error('Form parts (Label, Control, Message) must sit inside <FormField> and <FormItem>.');
  }
  const { getFieldState } = useFormContext();
  const state = useFormState({ name });
  const { error } = getFieldState(name, state);
  const { message } = useFormsTranslation();
  return {
    name,
    controlId: `${item.id}-control`,
    descriptionId: `${item.id}-description`,
    messageId: `${item.id}-message`,
    hasDescription: item.hasDescription,
    setHasDescription: item.setHasDescription,
    invalid: Boolean(error),
    message: message(error?.message),
  };
}

/** Groups a field's label, control, description and message, and gives them ids. */
export const FormItem = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function FormItem(
  { className, ...rest },
  ref,
) {
  const id = `form-item${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [hasDescription, setHasDescription] = useState(false);
  const value = useMemo(() => ({ id, hasDescription, setHasDescription }), [id, hasDescription]);
  return (
    <ItemContext.Provider value={value}>
      <div ref={ref} className={cx(styles.item, className)} data-slot="form-item" {...rest} />
    </ItemContext.Provider>
  );
});

export const FormLabel = forwardRef<HTMLLabelElement, LabelHTMLAttributes<HTMLLabelElement>>(
  function FormLabel({ className, ...rest }, ref) {
    const { controlId, invalid } = useFormField();
    return (
      <label
        ref={ref}
        htmlFor={controlId}
        className={cx(styles.label, className)}
        data-invalid={invalid || undefined}
        {...rest}
      />
    );
  },
);

/**
 * The control itself (any element, through Slot): gets the id, `aria-invalid` and `aria-describedby`
 * pointing at the description and, when there is one, the error message.
 */
export const FormControl = forwardRef<HTMLElement, HTMLAttributes<HTMLElement>>(
  function FormControl(props, ref) {
    const { controlId, descriptionId, messageId, invalid, hasDescription } = useFormField();
    const describedBy = [hasDescription ? descriptionId : null, invalid ? messageId : null]
      .filter(Boolean)
      .join(' ');
    return (
      <Slot
        ref={ref}
        id={controlId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
    );
  },
);

export const FormDescription = forwardRef<HTMLParagraphElement, HTMLAttributes<HTMLParagraphElement>>(
  function FormDescription({ className, ...rest }, ref) {
    const { descriptionId, setHasDescription } = useFormField();
    // The control points at the description only while one is rendered.
    useLayoutEffect(() => {
      setHasDescription(true);
      return () => setHasDescription(false);
    }, [setHasDescription]);
    return <p ref={ref} id={descriptionId} className={cx(styles.description, className)} {...rest} />;
  },
);

/** The field's first error, translated, below the control; nothing when the field is valid. */
export const FormMessage = forwardRef<HTMLParagraphElement, HTMLAttributes<HTMLParagraphElement>>(
  function FormMessage({ className, children, ...rest }, ref) {
    const { messageId, message } = useFormField();
    const body = message ?? children;
    if (!body) return null;
    return (
      <p
        ref={ref}
        id={messageId}
        className={cx(styles.message, className)}
        data-slot="form-message"
        {...rest}
      >
        {body}
      </p>
    );
  },
);
