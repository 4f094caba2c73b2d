import type { MessageKey } from '@brewline/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, get, type Path, useForm, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { placeRefusal, type RefusalPlace } from '../lib/server-refusal';
import type { NoticeApi, NoticeText } from './use-notice';

/** How a form words a refusal that lands in a notice rather than under a field. */
export interface RefusalOptions {
  /** The notice's title, e.g. 'Error Saving Hours!'. */
  title?: NoticeText;
  /** What a refusal of the sent values that names no field of this form says (the form's own text). */
  refusedKey?: MessageKey;
  /** What the form says when the server failed the save (5xx): the form's own failure text. */
  failedKey?: MessageKey;
  /** 'signIn' for the sign-in and sign-up flows (6 s); otherwise a server error (9 s). Unreachable is always 9 s. */
  kind?: 'serverError' | 'signIn';
}

/**
 * The one way a refused save is shown: under the field the server names when the form has it (its message key,
 * translated like the form's own checks), else as a notice. Returns where it went; a stale copy is left to the
 * caller (useSavedForm shows it with Reload), or shown as a notice by a form that has no copy to reload.
 */
export function showRefusal<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T, unknown, unknown>, 'getValues' | 'setError'>,
  notice: NoticeApi,
  { title, refusedKey, failedKey, kind = 'serverError' }: RefusalOptions = {},
): RefusalPlace {
  const place = placeRefusal(error, (path) => form.getValues(path as Path<T>) !== undefined, refusedKey, failedKey);
  if (place.kind === 'field') form.setError(place.field as Path<T>, { message: place.messageKey }, { shouldFocus: true });
  else if (place.kind === 'staleCopy') notice.serverError('staleCopy', title);
  else if (place.connection || kind === 'serverError') notice.serverError(place.messageKey, title);
  else notice.signIn(place.messageKey, title);
  return place;
}

/**
 * react-hook-form checked by a contracts schema, whose issues are message keys; `fieldError(name)` is the
 * translated message to show under a field (undefined when it is fine).
 *
 *     const form = useSchemaForm(SignUpBodySchema, { defaultValues: { shopName: '', email: '', password: '' } });
 *     <TextField {...form.register('email')} error={Boolean(form.fieldError('email'))} helperText={form.fieldError('email')} />
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  props: Omit<UseFormProps<Input, unknown, Output>, 'resolver'>,
) {
  const form = useForm<Input, unknown, Output>({ ...props, resolver: zodResolver(schema) });
  const { t } = useTranslation('messages');
  const { errors } = form.formState;
  const fieldError = (name: Path<Input>): string | undefined => {
    const message = (get(errors, name) as { message?: string } | undefined)?.message;
    return message ? t(message) : undefined;
  };
  return { ...form, fieldError };
}
