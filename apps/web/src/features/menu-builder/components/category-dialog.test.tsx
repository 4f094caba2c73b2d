// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { CategoryDialog } from './category-dialog';

// Texts load lazily; on a busy machine that can take longer than the default second.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const checked = (radio: HTMLElement) => (radio as HTMLInputElement).checked;

const open = (handlers: { onAdd?: () => void } = {}) =>
  render(<CategoryDialog open category={null} onClose={vi.fn()} onAdd={handlers.onAdd ?? vi.fn()} onEdit={vi.fn()} onDelete={vi.fn()} />);

describe('the category dialog’s station and availability windows', () => {
  it('starts the station at the list the category is made in, until one is chosen', async () => {
    const onAdd = vi.fn();
    open({ onAdd });
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    const kind = within(dialog).getByRole('radiogroup', { name: 'Kind' });
    const station = within(dialog).getByRole('radiogroup', { name: 'Station' });
    fireEvent.click(within(kind).getByRole('radio', { name: 'Food' }));
    expect(checked(within(station).getByRole('radio', { name: 'Food' }))).toBe(true);
    // Chosen: the pastry case is the bar's, whichever list it is in.
    fireEvent.click(within(station).getByRole('radio', { name: 'Drinks' }));
    fireEvent.click(within(kind).getByRole('radio', { name: 'Drinks' }));
    fireEvent.click(within(kind).getByRole('radio', { name: 'Food' }));
    expect(checked(within(station).getByRole('radio', { name: 'Drinks' }))).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Category title/), { target: { value: 'Pastry Case' } });
    // A double click while the checks load (decision 321) adds the category once.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ title: 'Pastry Case', kind: 'food', station: 'drinks', windows: [] })),
    );
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('refuses a window that ends when it starts, under its end, and adds nothing', async () => {
    const onAdd = vi.fn();
    open({ onAdd });
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    fireEvent.change(within(dialog).getByLabelText(/Category title/), { target: { value: 'Breakfast' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add window' }));
    const window = within(dialog).getByRole('group', { name: 'Window 1' });
    fireEvent.change(within(window).getByLabelText('Ends'), { target: { value: '07:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(window).findByText('A window must end at another time than it starts.')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
    // Moved to 11:00 it is taken, weekday mornings as a new window starts.
    fireEvent.change(within(window).getByLabelText('Ends'), { target: { value: '11:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(onAdd).toHaveBeenCalledWith(
        expect.objectContaining({ windows: [{ days: [1, 2, 3, 4, 5], startMinute: 7 * 60, endMinute: 11 * 60 }] }),
      ),
    );
  });
});
