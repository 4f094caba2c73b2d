import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** 'Your unsaved changes from …': Restore puts the copy kept in the browser back, Discard forgets it (decision 072). */
export function RestoreOffer({ savedAtText, onRestore, onDiscard }: { savedAtText: string; onRestore: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('menu-builder');
  return (
    <Alert
      severity="info"
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" variant="outlined" size="small" onClick={onRestore}>
            {t('restore.restore')}
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard}>
            {t('restore.discard')}
          </Button>
        </Stack>
      }
    >
      {t('restore.text', { date: savedAtText })}
    </Alert>
  );
}
