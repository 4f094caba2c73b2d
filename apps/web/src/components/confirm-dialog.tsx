import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingConfirm } from './confirm-store';

/** The question itself: labelled by its title, described by its text, No first and focused (the safe answer). */
export function ConfirmDialog({ pending, onAnswer }: { pending: PendingConfirm | null; onAnswer: (id: number, yes: boolean) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  // The last question stays drawn while the dialog fades out after the answer.
  const [shown, setShown] = useState(pending);
  if (pending && pending !== shown) setShown(pending);
  if (!shown) return null;
  const { id, request } = shown;
  const answer = (yes: boolean) => onAnswer(id, yes);
  return (
    <Dialog
      open={pending !== null}
      onClose={() => answer(false)}
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
