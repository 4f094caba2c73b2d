import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Back and Next under each step; Next can be a submit button, and says it is busy while a save runs. */
export function StepActions({
  onBack,
  onNext,
  busy = false,
  nextLabel,
  submit = false,
}: {
  onBack?: () => void;
  onNext?: () => void;
  busy?: boolean;
  nextLabel?: string;
  submit?: boolean;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4 }}>
      <Button variant="outlined" onClick={onBack} disabled={!onBack || busy}>
        {t('back')}
      </Button>
      <Button variant="contained" type={submit ? 'submit' : 'button'} onClick={submit ? undefined : onNext} disabled={busy}>
        {busy ? t('saving') : (nextLabel ?? t('next'))}
      </Button>
    </Box>
  );
}
