import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingConfirm } from './confirm-store';

/**
 * The question itself: labelled by its title, described by its text, No first and focused (the safe answer).
 * The answer is handed over once the dialog has faded out, not at the click. While a dialog closes over another one
 * (Overwrite Shop Info asks over its comparison), Material UI hides every other child of the page from assistive
 * technology (aria-hidden) when the fade ends; a notice the answer led to that appeared during the fade (a save that
 * failed at once) would be hidden with them, and stay hidden until the dialog below closes.
 */
export function ConfirmDialog({ pending, onAnswer }: { pending: PendingConfirm | null; onAnswer: (id: number, yes: boolean) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  // The last question stays drawn while the dialog fades out after the answer.
  const [shown, setShown] = useState(pending);
  if (pending && pending !== shown) setShown(pending);
  // The answer given, kept while the dialog fades out; the first click counts.
  const [given, setGiven] = useState<{ id: number; yes: boolean } | null>(null);
  if (!shown) return null;
  const { id, request } = shown;
  const answered = given?.id === id;
  const answer = (yes: boolean) => {
    if (!answered) setGiven({ id, yes });
  };
  return (
    <Dialog
      open={pending !== null && !answered}
      onClose={() => answer(false)}
      slotProps={{ transition: { onExited: () => given && onAnswer(given.id, given.yes) } }}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{request.title ?? t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{request.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)} autoFocus>
          {request.no ?? t('confirm.no')}
        </Button>
        <Button variant="contained" onClick={() => answer(true)}>
          {request.yes ?? t('confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
