import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@portal/ui';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as v from 'valibot';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { blurForPicture } from '../private/storyKit';
import { emailRule, fieldSchema, termsRule } from '../../rules';
import { Form } from './Form';
import { actions, stack, textArea } from './Form.css';
import { FormCheckboxField } from './FormCheckboxField';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from './FormField';
import { FormTextField } from './FormTextField';

const schema = (termsName: string) =>
  v.object({
    nickname: fieldSchema({ required: true, patternId: 1, minLength: 4, maxLength: 12 }),
    email: emailRule(),
    note: fieldSchema({ required: false, patternId: 0, maxLength: 20 }),
    terms: termsRule(termsName),
  });

type Values = v.InferInput<ReturnType<typeof schema>>;

/** An example form built from the parts: bound ui fields and the generic Field/Label/Control/Message set. */
function ExampleForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const { t } = useFormsTranslation();
  const form = useForm<Values>({
    resolver: valibotResolver(schema(t('field.termsName'))),
    defaultValues: { nickname: '', email: '', note: '', terms: false },
  });
  return (
    <Form form={form} onSubmit={onSubmit} className={stack} style={{ maxInlineSize: 420 }}>
      <FormTextField<Values> name="nickname" label={t('field.username')} required />
      <FormTextField<Values> name="email" label={t('field.email')} type="email" required />
      <FormField
        control={form.control}
        name="note"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t('field.note')}</FormLabel>
            <FormControl>
              <textarea {...field} rows={2} className={textArea} />
            </FormControl>
            <FormDescription>{t('validation.length', { min: 0, max: 20 })}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormCheckboxField<Values> name="terms" label={t('field.terms', { terms: t('field.termsName') })} />
      <div className={actions}>
        <Button type="submit">{t('action.submit')}</Button>
      </div>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: ExampleForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ExampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Errors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    const [nickname, email] = canvas.getAllByRole('textbox');
    await expect(nickname).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(nickname).toHaveFocus();
    // The form focused its first invalid field; the picture is taken with nothing focused, so it is stable.
    blurForPicture();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [nickname, email] = canvas.getAllByRole('textbox');
    await userEvent.type(nickname!, '  player1 ');
    await userEvent.type(email!, 'player@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { nickname: 'player1', email: 'player@example.com', note: '', terms: true },
      expect.anything(),
    );
  },
};
