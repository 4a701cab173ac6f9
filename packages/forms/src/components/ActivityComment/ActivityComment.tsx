import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, cx } from '@portal/ui';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { activityCommentMaxLength, activityCommentSchema, characterLength } from '../../rules';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../Form';
import { textArea } from '../Form/Form.css';
import type { FeedbackSubmitResult } from '../FeedbackForm';
import { fieldFoot } from '../FeedbackForm/FeedbackForm.css';
import { FormConfirmation } from '../FeedbackForm/FormConfirmation';
import { LengthCounter } from '../FeedbackForm/LengthCounter';
import { FormAlert, useSubmitOutcome } from '../private/FormAlert';
import * as styles from './ActivityComment.css';

/** What the activity's comment call receives: the trimmed comment (at most 140 characters). */
export interface ActivityCommentPayload {
  comment: string;
}

export interface ActivityCommentProps {
  /** Posts the comment. Success confirms and empties the box; failure keeps the text. */
  onSubmit: (payload: ActivityCommentPayload) => Promise<FeedbackSubmitResult>;
  /** Replaces any of the box's texts. */
  labels?: Partial<ActivityCommentLabels>;
  className?: string;
}

const activityCommentLabels = (t: ReturnType<typeof useFormsTranslation>['t']) => ({
  comment: t('field.comment'),
  placeholder: t('activity.commentPlaceholder'),
  submit: t('action.comment'),
  sent: t('activity.commentSent'),
});

export type ActivityCommentLabels = ReturnType<typeof activityCommentLabels>;

const resolver = valibotResolver(activityCommentSchema);

/** A compact comment box for an activity: up to 140 characters, with a counter. */
export function ActivityComment({ onSubmit, labels, className }: ActivityCommentProps) {
  const { t, message } = useFormsTranslation();
  const text = { ...activityCommentLabels(t), ...labels };
  const form = useForm<ActivityCommentPayload>({ resolver, defaultValues: { comment: '' } });
  const comment = useWatch({ control: form.control, name: 'comment' });
  const { failure, pending, run } = useSubmitOutcome();
  const [sent, setSent] = useState(false);
  const box = useRef<HTMLTextAreaElement | null>(null);
  const max = activityCommentMaxLength;

  const submit = async (payload: ActivityCommentPayload) => {
    setSent(false);
    const outcome = await run(async () => {
      const result = await onSubmit(payload);
      return result.ok ? result : { ok: false as const, message: result.message || 'activity.commentFailed' };
    });
    if (!outcome.ok) return;
    form.reset();
    setSent(true);
    // The emptied box disables the button that had the focus: give it back to the box.
    box.current?.focus();
  };

  return (
    <Form form={form} onSubmit={submit} className={cx(styles.form, className)}>
      <FormField
        control={form.control}
        name="comment"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{text.comment}</FormLabel>
            <FormControl>
              <textarea
                {...field}
                ref={(element) => {
                  field.ref(element);
                  box.current = element;
                }}
                rows={2}
                placeholder={text.placeholder}
                className={cx(textArea, styles.input)}
                onChange={(event) => {
                  setSent(false);
                  field.onChange(event);
                }}
              />
            </FormControl>
            <div className={fieldFoot}>
              <FormMessage />
              <LengthCounter
                count={characterLength(comment.trim())}
                max={max}
                hint={t('activity.commentLength', { max })}
              />
            </div>
          </FormItem>
        )}
      />
      <div className={styles.footer}>
        <div className={styles.outcome}>
          <FormConfirmation message={sent ? text.sent : undefined} />
          {failure ? <FormAlert>{message(failure)}</FormAlert> : null}
        </div>
        <Button type="submit" className={styles.submit} disabled={comment.trim() === ''} loading={pending}>
          {text.submit}
        </Button>
      </div>
    </Form>
  );
}
