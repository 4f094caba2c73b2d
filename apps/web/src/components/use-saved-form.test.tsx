// @vitest-environment jsdom
import { msg } from '@brewline/contracts/messages';
import { act, renderHook, waitFor, configure } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../lib/api-client';
import '../lib/i18n';
import { useSavedForm } from './use-saved-form';

// Lazily loaded code and texts can take longer than the default second on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

interface Copy {
  name: string;
  version: number;
}
const schema = z.object({ name: z.string().trim().min(1, msg('shopInfoFieldsRequired')) });
const toValues = (copy: Copy) => ({ name: copy.name });
const loaded: Copy = { name: 'Bluebird Coffee', version: 3 };

function setUp({
  save = async (values: { name: string }, base: Copy) => ({ name: values.name, version: base.version + 1 }),
  reload = async (): Promise<Copy> => ({ name: 'Their name', version: 9 }),
  confirm,
}: {
  save?: (values: { name: string }, base: Copy) => Promise<Copy>;
  reload?: () => Promise<Copy>;
  confirm?: () => Promise<boolean>;
} = {}) {
  const saveSpy = vi.fn(save);
  const onSaved = vi.fn();
  const hook = renderHook(({ copy }) => useSavedForm({ schema, copy, toValues, save: saveSpy, reload, onSaved, confirm }), {
    initialProps: { copy: loaded },
  });
  const type = (name: string) => act(() => hook.result.current.setValue('name', name, { shouldDirty: true }));
  const submit = () => act(() => hook.result.current.submit());
  return { hook, saveSpy, onSaved, type, submit };
}

describe('a form that edits a saved copy', () => {
  it('offers Save only while a value differs from the saved one, and not again once it is saved', async () => {
    const { hook, saveSpy, type, submit } = setUp();
    expect(hook.result.current.canSave).toBe(false);
    await type('Bluebird Coffee Bar');
    expect(hook.result.current.canSave).toBe(true);
    await type('Bluebird Coffee');
    expect(hook.result.current.canSave).toBe(false);

    await type('Bluebird Coffee Bar');
    await submit();
    expect(saveSpy).toHaveBeenCalledWith({ name: 'Bluebird Coffee Bar' }, loaded);
    expect(hook.result.current.canSave).toBe(false);
    expect(hook.result.current.getValues('name')).toBe('Bluebird Coffee Bar');

    // The next save is an edit of what the server answered: its version.
    await type('Bluebird');
    await submit();
    expect(saveSpy).toHaveBeenLastCalledWith({ name: 'Bluebird' }, { name: 'Bluebird Coffee Bar', version: 4 });
  });

  it('asks first when the screen wants a confirmation, and No sends nothing and keeps what was typed', async () => {
    const answers = [false, true];
    const confirm = vi.fn(async () => answers.shift()!);
    const { hook, saveSpy, type, submit } = setUp({ confirm });
    await type('Bluebird Coffee Bar');
    await submit();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(saveSpy).not.toHaveBeenCalled();
    expect(hook.result.current.canSave).toBe(true);
    await submit();
    expect(saveSpy).toHaveBeenCalledTimes(1);
    expect(hook.result.current.canSave).toBe(false);
  });

  it('sends nothing when nothing changed, and says so to the screen', async () => {
    const { saveSpy, onSaved, submit } = setUp();
    await submit();
    expect(saveSpy).not.toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalledWith(loaded, false);
  });

  it("shows a refusal under the field the server names, in the form's words", async () => {
    const { hook, type, submit } = setUp({
      save: () => Promise.reject(new ApiError(400, 'VALIDATION_FAILED', 'x', 'shopInfoTooLong', 'name')),
    });
    await type('A very long name');
    await submit();
    expect(hook.result.current.fieldError('name')).toBe('This field is too long. Please shorten it.');
    expect(hook.result.current.getValues('name')).toBe('A very long name');
  });

  it('keeps what was typed when someone else saved in the meantime, and Reload brings their copy', async () => {
    const { hook, saveSpy, type, submit } = setUp({
      save: () => Promise.reject(new ApiError(409, 'CONFLICT', 'stale', 'staleCopy')),
    });
    await type('My name');
    await submit();
    expect(hook.result.current.staleCopy).not.toBeNull();
    expect(hook.result.current.getValues('name')).toBe('My name');
    expect(hook.result.current.canSave).toBe(false);

    act(() => hook.result.current.staleCopy!.reload());
    await waitFor(() => expect(hook.result.current.staleCopy).toBeNull());
    expect(hook.result.current.getValues('name')).toBe('Their name');
    expect(hook.result.current.canSave).toBe(false);

    saveSpy.mockImplementation(async (values, base) => ({ ...values, version: base.version + 1 }));
    await type('Our name');
    await submit();
    expect(saveSpy).toHaveBeenLastCalledWith({ name: 'Our name' }, { name: 'Their name', version: 9 });
  });

  it('follows a newer copy from the server while untouched, and keeps its own once edited', async () => {
    const { hook, type } = setUp();
    hook.rerender({ copy: { name: 'Renamed elsewhere', version: 4 } });
    await waitFor(() => expect(hook.result.current.getValues('name')).toBe('Renamed elsewhere'));
    await type('Mine');
    hook.rerender({ copy: { name: 'Renamed again', version: 5 } });
    expect(hook.result.current.getValues('name')).toBe('Mine');
  });
});
