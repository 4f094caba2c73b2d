// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within, configure } from '@testing-library/react';
import { Dialog, DialogTitle } from '@mui/material';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import { ConfirmProvider, useConfirm } from './confirm';
import { NotificationProvider } from './notifications';
import { useNotice } from './use-notice';

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

/**
 * A dialog that asks before its action, as Overwrite Shop Info does: the action fails at once (a server that answers
 * quickly) and says so in a notice while the dialog stays open.
 */
function OverwriteDialog() {
  const confirm = useConfirm();
  const notice = useNotice();
  return (
    <Dialog open aria-labelledby="overwrite-title">
      <DialogTitle id="overwrite-title">Overwrite Shop Info</DialogTitle>
      <button type="button" onClick={() => notice.serverError('Copied nothing', 'Earlier notice')}>
        Earlier
      </button>
      <button
        type="button"
        onClick={() =>
          void confirm({ text: 'This replaces the info.' }).then(
            (yes) => yes && notice.serverError('Copied nothing', 'Error Overriding Info!'),
          )
        }
      >
        Overwrite
      </button>
    </Dialog>
  );
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

  it('lets a notice that follows Yes be read out while the dialog that asked stays open', async () => {
    render(
      <NotificationProvider>
        <ConfirmProvider>
          <OverwriteDialog />
        </ConfirmProvider>
      </NotificationProvider>,
    );
    // A notice shown before (its code is then loaded), closed: the next one appears as soon as it is asked for.
    fireEvent.click(screen.getByRole('button', { name: 'Earlier' }));
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Overwrite' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Are You Sure?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are You Sure?' })).toBeNull());
    await screen.findByText('Error Overriding Info!');
    // Not hidden from assistive technology (aria-hidden) by the question closing over the dialog still open.
    expect(screen.getByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Error Overriding Info!'));
    expect(screen.getByRole('dialog', { name: 'Overwrite Shop Info' })).toBeTruthy();
  });
});
