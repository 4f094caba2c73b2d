import { ONBOARDING_RETURN_STEP, ONBOARDING_STEPS } from '@brewline/contracts/onboarding';
import { Box, CircularProgress, Container, Paper, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import logoMark from '../../../components/logo-mark.svg';
import { useNotice } from '../../../components/use-notice';
import { sessionStore, useClientSession } from '../../../lib/session-store';
import { useAuthorizePayments } from '../api/authorize-payments';
import { useShopHours, useShopInfo } from '../../../lib/shop-profile';
import { BrandingStep } from '../components/branding-step';
import { FinishStep } from '../components/finish-step';
import { PaymentsStep } from '../components/payments-step';
import { ShopHoursStep } from '../components/shop-hours-step';
import { ShopInfoStep } from '../components/shop-info-step';

const STEP_COUNT = ONBOARDING_STEPS.length;

/** A code that arrived while signed out waits here (this tab only) until the owner has signed in again. */
const PENDING_CODE_KEY = 'brewline.pendingPaymentCode';

/**
 * /onboarding. Entry: signed out -> /signin, remembering where they were; no shop -> /signup;
 * with ?code= the code is saved and the wizard opens on step index 4; an onboarded shop otherwise -> /app/analytics.
 */
export function OnboardingPage() {
  const client = useClientSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const code = params.get('code');

  if (!client) {
    const origin = `${location.pathname}${location.search}`;
    if (code) sessionStorage.setItem(PENDING_CODE_KEY, code);
    sessionStore.initUrl = origin;
    return <Navigate to="/signin" replace state={{ from: origin }} />;
  }
  if (client.isAdmin) return <Navigate to="/admin/overview" replace />;
  if (client.shopId === 'multiple') return <Navigate to="/signin" replace />;
  if (client.shopId === null) return <Navigate to="/signup" replace />;
  return <Wizard key={client.shopId} shopId={client.shopId} code={code ?? sessionStorage.getItem(PENDING_CODE_KEY)} />;
}

function Wizard({ shopId, code }: { shopId: number; code: string | null }) {
  const { t } = useTranslation('onboarding');
  const { t: tm } = useTranslation('messages');
  const notice = useNotice();
  const [, setParams] = useSearchParams();
  const info = useShopInfo(shopId);
  const hours = useShopHours(shopId);
  const authorize = useAuthorizePayments(shopId);
  const [step, setStep] = useState(code ? ONBOARDING_RETURN_STEP : 0);
  const [arrivedWithCode] = useState(Boolean(code));
  const saving = useRef(false);

  // Save the provider's code once (StrictMode runs effects twice), then drop it from the address bar.
  useEffect(() => {
    if (!code || saving.current) return;
    saving.current = true;
    sessionStorage.removeItem(PENDING_CODE_KEY);
    authorize.mutate(code, {
      onSuccess: () => notice.success(t('payments.connectedTitle')),
      onError: () => notice.serverError('paymentsSaveFailed', t('payments.saveFailedTitle')),
    });
    setParams({}, { replace: true });
  }, [code, authorize, notice, setParams, t]);

  if (info.data?.isOnboarded && !arrivedWithCode) return <Navigate to="/app/analytics" replace />;

  const back = () => setStep((current) => Math.max(0, current - 1));
  const next = () => setStep((current) => Math.min(STEP_COUNT - 1, current + 1));
  const stepKey = ONBOARDING_STEPS[step]!;

  let content;
  if (info.isError || hours.isError) {
    content = (
      <LoadError
        error={info.error ?? hours.error}
        retryLabel={t('tryAgain')}
        onRetry={() => void Promise.all([info.refetch(), hours.refetch()])}
      >
        {info.isError ? tm('shopInfoLoadFailed') : t('loadFailed')}
      </LoadError>
    );
  } else if (!info.data || !hours.data) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }} role="status" aria-label={t('loading')}>
        <CircularProgress />
      </Box>
    );
  } else if (stepKey === 'shopInformation') {
    content = <ShopInfoStep shopId={shopId} info={info.data} onNext={next} />;
  } else if (stepKey === 'shopHours') {
    content = <ShopHoursStep shopId={shopId} copy={hours.data} onBack={back} onNext={next} />;
  } else if (stepKey === 'shopBranding') {
    content = <BrandingStep shopId={shopId} onBack={back} onNext={next} />;
  } else if (stepKey === 'setupPayments') {
    content = <PaymentsStep shopId={shopId} onBack={back} onNext={next} />;
  } else {
    content = <FinishStep shopId={shopId} onBack={back} />;
  }

  return (
    <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default', py: { xs: 2, sm: 5 } }}>
      <Container maxWidth="md" sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3, px: { xs: 1, sm: 0 } }}>
          <Link to="/" aria-label="Brewline home">
            <img src={logoMark} alt="" width={40} height={40} />
          </Link>
          <Box>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {t('title')}
            </Typography>
            <Typography color="text.secondary">
              {info.data?.shopName ? t('subtitle', { shopName: info.data.shopName }) : t('subtitleNoName')}
            </Typography>
          </Box>
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <Stepper
            activeStep={step}
            alternativeLabel
            sx={{ mb: { xs: 2, sm: 4 }, '& .MuiStepLabel-label': { display: { xs: 'none', sm: 'block' } } }}
          >
            {ONBOARDING_STEPS.map((key) => (
              <Step key={key}>
                <StepLabel>{t(`steps.${key}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Typography variant="overline" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' }, lineHeight: 1.5 }}>
            {t('stepOf', { current: step + 1, total: STEP_COUNT })}
          </Typography>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }} data-testid="onboarding-step-title">
            {t(`steps.${stepKey}`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t(`stepIntro.${stepKey}`)}
          </Typography>
          {content}
        </Paper>
      </Container>
    </Box>
  );
}
