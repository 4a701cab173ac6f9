import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, cx } from '@portal/ui';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { changePasswordSchema, type FieldRule } from '../../rules';
import { Form, formActions, formStack, FormPasswordField } from '../Form';
import { FormAlert, useSubmitOutcome } from '../private/FormAlert';

type Schema = ReturnType<typeof changePasswordSchema>;
type Values = v.InferInput<Schema>;

/** The change-password payload (spec section 3). */
export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** How a change ended: a failure's message (a catalogue key or the server's text) shows above the button. */
export type ChangePasswordOutcome = { ok: true } | { ok: false; message?: string };

const changePasswordLabels = (t: ReturnType<typeof useFormsTranslation>['t']) => ({
  oldPassword: t('field.oldPassword'),
  newPassword: t('field.newPassword'),
  confirmNewPassword: t('field.confirmNewPassword'),
  temporary: t('changePassword.temporary'),
  submit: t('action.changePassword'),
});

export type ChangePasswordFormLabels = ReturnType<typeof changePasswordLabels>;

export interface ChangePasswordFormProps {
  /**
   * The member has a temporary password: the old password is not asked and `temporaryPassword` is sent
   * in its place. Defaults to whether `temporaryPassword` is given.
   */
  hasTemporaryPassword?: boolean;
  /** The temporary password (member info `password`), sent as `oldPassword`. */
  temporaryPassword?: string;
  /** The platform's password rule (bounds, pattern); 6 to 20 characters otherwise. */
  newPasswordRule?: Partial<FieldRule>;
  /** Changes the password. A failure's message shows above the button. */
  onSubmit: (payload: ChangePasswordPayload) => Promise<ChangePasswordOutcome>;
  /** Replaces any of the form's texts. */
  labels?: Partial<ChangePasswordFormLabels>;
  className?: string;
}

/**
 * Change password (spec sections 4 and 5), also the expired-password step after login: the old password
 * unless a temporary one exists, the new one, and its confirmation.
 */
export function ChangePasswordForm(props: ChangePasswordFormProps) {
  const temporary = props.hasTemporaryPassword ?? Boolean(props.temporaryPassword);
  const { t, message } = useFormsTranslation();
  const text = { ...changePasswordLabels(t), ...props.labels };
  const { failure, pending, run } = useSubmitOutcome();
  const form = useForm<Values, unknown, v.InferOutput<Schema>>({
    resolver: valibotResolver(
      changePasswordSchema({ askOldPassword: !temporary, password: props.newPasswordRule }),
    ),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const submit = async ({ oldPassword, newPassword, confirmNewPassword }: v.InferOutput<Schema>) => {
    const old = temporary ? (props.temporaryPassword ?? '') : oldPassword;
    await run(() => props.onSubmit({ oldPassword: old, newPassword, confirmNewPassword }));
  };

  return (
    <Form form={form} onSubmit={submit} className={cx(formStack, props.className)}>
      {temporary ? (
        <FormAlert tone="info">{text.temporary}</FormAlert>
      ) : (
        <FormPasswordField<Values>
          name="oldPassword"
          label={text.oldPassword}
          required
          autoComplete="current-password"
        />
      )}
      <FormPasswordField<Values>
        name="newPassword"
        label={text.newPassword}
        required
        autoComplete="new-password"
      />
      <FormPasswordField<Values>
        name="confirmNewPassword"
        label={text.confirmNewPassword}
        required
        autoComplete="new-password"
      />
      <div className={formActions}>
        {failure ? <FormAlert>{message(failure)}</FormAlert> : null}
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {text.submit}
        </Button>
      </div>
    </Form>
  );
}
