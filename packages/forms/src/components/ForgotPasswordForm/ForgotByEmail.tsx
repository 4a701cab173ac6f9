import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button } from '@portal/ui';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { forgotByEmailSchema } from '../../rules';
import { Form, formActions, formStack, FormTextField } from '../Form';
import { FormAlert, useSubmitOutcome } from '../private/FormAlert';
import type { ForgotPasswordFormLabels } from './forgotLabels';
import type { ForgotByEmailPayload, ForgotPasswordOutcome } from './forgotTypes';

type Schema = ReturnType<typeof forgotByEmailSchema>;
type Values = v.InferInput<Schema>;

export interface ForgotByEmailProps {
  text: ForgotPasswordFormLabels;
  onSubmit: (payload: ForgotByEmailPayload) => Promise<ForgotPasswordOutcome>;
}

/** The e-mail method: the username and the account's e-mail receive the reset instructions. */
export function ForgotByEmail({ text, onSubmit }: ForgotByEmailProps) {
  const { message } = useFormsTranslation();
  const { failure, pending, run } = useSubmitOutcome();
  const form = useForm<Values, unknown, v.InferOutput<Schema>>({
    resolver: valibotResolver(forgotByEmailSchema()),
    defaultValues: { username: '', email: '' },
  });
  return (
    <Form
      form={form}
      onSubmit={async ({ username, email }) => {
        await run(() => onSubmit({ username, email }));
      }}
      className={formStack}
    >
      <FormTextField<Values>
        name="username"
        label={text.username}
        required
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
      />
      <FormTextField<Values> name="email" label={text.email} type="email" required autoComplete="email" />
      <div className={formActions}>
        {failure ? <FormAlert>{message(failure)}</FormAlert> : null}
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {text.submit}
        </Button>
      </div>
    </Form>
  );
}
