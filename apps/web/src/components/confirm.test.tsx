// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within, configure } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import { ConfirmProvider, useConfirm } from './confirm';

// The dialog's code loads lazily; on a busy machine that can take longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

function SaveHours({ onAnswer }: { onAnswer: (yes: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={() => void confirm({ text: 'This updates the app immediately.' }).then(onAnswer)}>
      Save
    </button>
  );
}

function renderScreen() {
  const answers: boolean[] = [];
  render(
    <ConfirmProvider>
      <SaveHours onAnswer={(yes) => answers.push(yes)} />
    </ConfirmProvider>,
  );
  return answers;
}

afterEach(cleanup);

describe('useConfirm', () => {
  it("asks 'Are You Sure?' in a dialog named by its title, with the screen's text, and Yes resolves true", async () => {
    const answers = renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are You Sure?' });
    expect(dialog).toHaveProperty('textContent', expect.stringContaining('This updates the app immediately.'));
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(answers).toEqual([true]));
  });

  it('resolves false on No, and on Escape', async () => {
    const answers = renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(answers).toEqual([false]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(answers).toEqual([false, false]));
  });

  it('speaks the chosen language', async () => {
    await act(() => i18n.loadLanguages('fr'));
    await act(() => i18n.changeLanguage('fr'));
    try {
      renderScreen();
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByRole('dialog', { name: 'Êtes-vous sûr ?' });
      expect(within(dialog).getByRole('button', { name: 'Oui' })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Non' })).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
