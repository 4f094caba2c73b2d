import { Checkbox, FormControlLabel, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '../../../components/use-notice';
import { useSignOut } from '../../../lib/use-sign-out';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { StepActions } from './step-actions';

/** Step 5: the terms and privacy links, the checkbox, and Finish: mark onboarded, sign out, go to /signin. */
export function FinishStep({ shopId, onBack }: { shopId: number; onBack: () => void }) {
  const { t } = useTranslation('onboarding');
  const notice = useNotice();
  const complete = useCompleteOnboarding(shopId);
  const signOut = useSignOut();
  const [agreed, setAgreed] = useState(false);

  const finish = () => {
    if (!agreed) {
      notice.validation('termsRequired', t('finishStep.mustAgreeTitle'));
      return;
    }
    complete.mutate(undefined, {
      onSuccess: () => void signOut(),
      onError: (error) => notice.serverError(error),
    });
  };

  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {t('finishStep.readTerms')}{' '}
        <Link href="/terms" target="_blank" rel="noopener">
          {t('finishStep.terms')}
        </Link>{' '}
        {t('finishStep.and')}{' '}
        <Link href="/privacy" target="_blank" rel="noopener">
          {t('finishStep.privacy')}
        </Link>
        .
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
        label={t('finishStep.agree')}
      />
      <StepActions onBack={onBack} onNext={finish} busy={complete.isPending} nextLabel={t('finish')} />
    </>
  );
}
