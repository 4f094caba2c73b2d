import type { OnboardingLinkBody } from '@brewline/contracts/schemas/payments';
import type { ShopInfo } from '@brewline/contracts/schemas/shop-info';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { ApiError } from '../../../lib/api-client';
import { useOnboardingLink } from '../api/create-onboarding-link';
import { usePaymentStatus } from '../api/get-payment-status';
import { useShopInfo } from '../../../lib/shop-profile';
import { StepActions } from './step-actions';

const linkRequest = (info: ShopInfo): OnboardingLinkBody => ({
  businessName: info.shopName,
  firstName: info.ownerName.trim().split(/\s+/)[0] ?? '',
  email: info.ownerEmail,
  phoneNumber: info.phoneNumber,
});

/**
 * Step 4: 'Setting up...', then "You're all set" when an account is connected, or a button that opens the
 * provider's onboarding in a new tab. If the status cannot be read, a new account is set up anyway.
 */
export function PaymentsStep({ shopId, onBack, onNext }: { shopId: number; onBack: () => void; onNext: () => void }) {
  const { t } = useTranslation('onboarding');
  const { t: tm } = useTranslation('messages');
  const status = usePaymentStatus(shopId, { pollWhileUnconnected: true });
  const info = useShopInfo(shopId);
  const needsLink = !status.isPending && status.data?.connected !== true;
  const link = useOnboardingLink(shopId, needsLink && info.data ? linkRequest(info.data) : null);

  let body;
  if (status.isPending || (needsLink && (info.isPending || link.isPending))) {
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} />
        <Typography>{t('payments.settingUp')}</Typography>
      </Stack>
    );
  } else if (status.data?.connected) {
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 40 }} />
        <Box>
          <Typography variant="h6">{t('payments.allSet')}</Typography>
          <Typography color="text.secondary">{t('payments.allSetDetail')}</Typography>
        </Box>
      </Stack>
    );
  } else if (info.isError || link.isError || !link.data?.onboardingUrl) {
    const message = info.isError
      ? tm('shopInfoLoadFailed')
      : link.error instanceof ApiError && link.error.messageKey === 'paymentsNoUrl'
        ? tm('paymentsNoUrl')
        : link.isError
          ? tm('paymentsSetupFailed')
          : tm('paymentsNoUrl');
    body = (
      <LoadError
        error={info.error ?? link.error}
        retryLabel={t('tryAgain')}
        onRetry={() => void (info.isError ? info.refetch() : link.refetch())}
      >
        {message}
      </LoadError>
    );
  } else {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('payments.connectIntro')}</Typography>
        <Button
          variant="contained"
          size="large"
          href={link.data.onboardingUrl}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon />}
        >
          {t('payments.connect')}
          <Box component="span" sx={visuallyHidden}>
            {` ${t('payments.opensInNewTab')}`}
          </Box>
        </Button>
      </Stack>
    );
  }

  return (
    <>
      <Box sx={{ minHeight: 96 }}>{body}</Box>
      <StepActions onBack={onBack} onNext={onNext} />
    </>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
