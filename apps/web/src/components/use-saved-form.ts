import { type BaseSyntheticEvent, useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { isStaleCopy } from '../lib/server-refusal';
import { useNotice } from './use-notice';
import { type SaveStateOptions, useSaveState } from './use-save-state';
import { type RefusalOptions, showRefusal, useSchemaForm } from './use-schema-form';

export interface SavedFormOptions<Copy, Input extends FieldValues, Output> {
  /** The contracts schema of the form: its issues are message keys. */
  schema: z.ZodType<Output, Input>;
  /** The server's copy the screen loaded; it carries the version a save sends back. */
  copy: Copy;
  /** The form's values for a copy. */
  toValues: (copy: Copy) => Input;
  /** Saves the checked values as an edit of `base` (send `base.version`); resolves to the server's new copy. */
  save: (values: Output, base: Copy) => Promise<Copy>;
  /** Reads the server's current copy again: Reload, after someone else saved in the meantime. */
  reload: () => Promise<Copy>;
  /** After a save; `changed` is false when nothing differed from the saved copy, so nothing was sent. */
  onSaved?: (copy: Copy, changed: boolean) => void;
  /**
   * Asked once the values are checked and differ, before anything is sent; false keeps the form as it is. For the
   * 'Are You Sure?' of the hours card: `confirm: () => confirm({ text: t('hours.confirmText') })` with useConfirm().
   */
  confirm?: () => Promise<boolean>;
  /** The values did not pass the schema (each field shows why); e.g. the Hours card's 'Error Saving Hours!' notice. */
  onInvalid?: () => void;
  refusal?: RefusalOptions;
  /** Leaving the screen with unsaved values asks first: for a screen with one such form (the router keeps one guard). */
  leave?: SaveStateOptions['leave'];
}

/**
 * A form that edits something the server keeps (shop info, hours, later the menu and memberships):
 * - `canSave` is true only while the values differ from the last saved ones (every card's Save);
 *   after a save the form is reset to what the server answered;
 * - a refusal lands under its field or in a notice (showRefusal);
 * - a save made from an out-of-date copy (409 staleCopy) keeps what was typed on screen and sets `staleCopy`,
 *   whose `reload()` reads the server's copy and only then replaces the form (show it with <StaleCopyAlert>).
 * While untouched, the form follows a newer copy of the server's (a refetch); once edited it keeps its base.
 * `saveBar` is what the contextual save bar (<SaveBar {...form.saveBar} />) needs: Discard puts the saved values
 * back (or, on a copy someone else saved over, reads theirs), Save submits. The save state itself (saving, stable
 * Save and Discard, the leave guard) is useSaveState's, shared with the Menu Builder's and Default Modifiers' drafts.
 */
export function useSavedForm<Copy, Input extends FieldValues, Output>(options: SavedFormOptions<Copy, Input, Output>) {
  const { schema, copy, toValues, save, reload, onSaved, confirm, onInvalid, refusal, leave } = options;
  const notice = useNotice();
  const [base, setBase] = useState(copy);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const form = useSchemaForm(schema, { defaultValues: toValues(copy) as never });
  const { isDirty } = form.formState;

  const { reset } = form;
  const adopt = (next: Copy) => {
    setBase(next);
    setStale(false);
    reset(toValues(next));
  };

  // The screen handed a newer copy (a refetch, another part of the screen saved): take it while nothing here is edited.
  const handed = useRef(copy);
  useEffect(() => {
    if (copy === handed.current) return;
    handed.current = copy;
    if (isDirty || stale) return;
    setBase(copy);
    reset(toValues(copy));
  }, [copy, isDirty, stale, reset, toValues]);

  const checkAndSave = form.handleSubmit(async (values) => {
    if (!isDirty) return onSaved?.(base, false);
    if (confirm && !(await confirm())) return;
    try {
      const saved = await save(values, base);
      adopt(saved);
      onSaved?.(saved, true);
    } catch (error) {
      if (isStaleCopy(error)) setStale(true);
      else showRefusal(error, form, notice, refusal);
    }
  }, onInvalid);

  const reloadCopy = async () => {
    setReloading(true);
    try {
      adopt(await reload());
    } catch (error) {
      notice.serverError(error);
    } finally {
      setReloading(false);
    }
  };

  const state = useSaveState({
    dirty: isDirty,
    stale,
    save: () => checkAndSave(),
    discard: () => (stale ? void reloadCopy() : reset(toValues(base))),
    leave,
  });
  const submit = (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    return state.save();
  };

  return {
    ...form,
    /** The form's submit handler: checks, then saves (or, unchanged, only calls onSaved). */
    submit,
    saving: state.saving,
    /** Save is offered only for values that differ from the last saved ones, and not while a save runs. */
    canSave: isDirty && !state.saving && !stale,
    /** Set when someone else saved in the meantime: what was typed stays until `reload()`. */
    staleCopy: stale ? { reload: () => void reloadCopy(), reloading } : null,
    /** Puts the saved values back in the form. */
    discard: state.discard,
    saveBar: state.saveBar,
  };
}
export type StaleCopy = NonNullable<ReturnType<typeof useSavedForm>['staleCopy']>;
