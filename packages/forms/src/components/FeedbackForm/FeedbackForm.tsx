import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, cx } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { characterLength, feedbackSchema, type FeedbackContentLength } from '../../rules';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormSelectField } from '../Form';
import { actions, stack, textArea } from '../Form/Form.css';
import { FormAlert, useSubmitOutcome, type SubmitOutcome } from '../private/FormAlert';
import * as styles from './FeedbackForm.css';
import { feedbackLabels, type FeedbackFormLabels } from './feedbackLabels';
import { FeedbackImages } from './FeedbackImages';
import { FormConfirmation } from './FormConfirmation';
import { LengthCounter } from './LengthCounter';
import { useFeedbackImages } from './useFeedbackImages';

/** What `PUT /wps/feedback` receives: the trimmed content, the chosen category and the images. */
export interface FeedbackPayload {
  content: string;
  category?: string;
  images: File[];
}

/** The outcome the host reports: success, or a failure with the platform's message (a key or a sentence). */
export type FeedbackSubmitResult = SubmitOutcome;

export interface FeedbackCategory {
  value: string;
  label: string;
}

export interface FeedbackFormProps {
  /** The platform's bounds of the content, in characters (spec section 5). */
  contentLength: FeedbackContentLength;
  /** Categories to choose from; when given, choosing one is required. */
  categories?: FeedbackCategory[];
  /** Sends the feedback. Success thanks the player and resets the form; failure keeps everything. */
  onSubmit: (payload: FeedbackPayload) => Promise<FeedbackSubmitResult>;
  /** Replaces any of the form's texts. */
  labels?: Partial<FeedbackFormLabels>;
  className?: string;
}

type FeedbackValues = v.InferOutput<ReturnType<typeof feedbackSchema>>;

/** The feedback form: an optional category, the text with its counter, and up to 3 images. */
export function FeedbackForm({ contentLength, categories, onSubmit, labels, className }: FeedbackFormProps) {
  const { t, message } = useFormsTranslation();
  const text = { ...feedbackLabels(t), ...labels };
  const { min, max } = contentLength;
  const categoryValues = useMemo(() => categories?.map((category) => category.value), [categories]);
  const resolver = useMemo(
    () => valibotResolver(feedbackSchema({ min, max, categories: categoryValues })),
    [min, max, categoryValues],
  );
  const form = useForm<FeedbackValues>({ resolver, defaultValues: { content: '', category: '' } });
  const content = useWatch({ control: form.control, name: 'content' });
  const attachments = useFeedbackImages();
  const { failure, pending, run } = useSubmitOutcome();
  const [thanked, setThanked] = useState(false);

  const submit = async ({ content: cleaned, category }: FeedbackValues) => {
    setThanked(false);
    const payload: FeedbackPayload = {
      content: cleaned,
      ...(category ? { category } : {}),
      images: attachments.images.map((image) => image.file),
    };
    const outcome = await run(async () => {
      const result = await onSubmit(payload);
      return result.ok ? result : { ok: false as const, message: result.message || 'feedback.failed' };
    });
    if (!outcome.ok) return;
    form.reset();
    attachments.clear();
    setThanked(true);
  };

  return (
    <Form form={form} onSubmit={submit} className={cx(stack, styles.form, className)}>
      {categories && categories.length > 0 ? (
        <FormSelectField<FeedbackValues>
          name="category"
          label={text.category}
          placeholder={text.categoryPlaceholder}
          options={categories}
          required
        />
      ) : null}
      <FormField
        control={form.control}
        name="content"
        render={({ field }) => (
          <FormItem>
            <FormLabel>
              {text.content}
              {min > 0 ? (
                <span aria-hidden className={styles.requiredMark}>
                  {' *'}
                </span>
              ) : null}
            </FormLabel>
            <FormControl>
              <textarea
                {...field}
                rows={5}
                aria-required={min > 0 || undefined}
                placeholder={text.contentPlaceholder}
                className={textArea}
                onChange={(event) => {
                  setThanked(false);
                  field.onChange(event);
                }}
              />
            </FormControl>
            <div className={styles.fieldFoot}>
              <FormMessage />
              <LengthCounter
                count={characterLength(content.trim())}
                max={max}
                hint={t('feedback.contentLength', { min, max })}
              />
            </div>
          </FormItem>
        )}
      />
      <FeedbackImages
        images={attachments.images}
        refused={attachments.refused}
        onAdd={(files) => void attachments.add(files)}
        onRemove={attachments.remove}
        label={text.images}
        attachLabel={text.attach}
        dropHint={text.dropHint}
      />
      <div className={actions}>
        <FormConfirmation message={thanked ? text.thanks : undefined} />
        {failure ? <FormAlert>{message(failure)}</FormAlert> : null}
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {text.submit}
        </Button>
      </div>
    </Form>
  );
}
