import type { TwoStepChallenge } from '@brewline/contracts/schemas/two-step';
import { Button, Checkbox, FormControlLabel, Link as MuiLink, Stack, Typography } from '@mui/material';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { useNotice } from '../../../components/use-notice';
import { ApiError, ConnectionError } from '../../../lib/api-client';
import { sessionStore, useClientSession } from '../../../lib/session-store';
import { useLive } from '../../../lib/use-live';
import { useSignIn } from '../api/sign-in';
import { useSignOut } from '../../../lib/use-sign-out';
import { AuthLayout } from '../../../components/auth-layout';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { destinationFor } from '../destination';

// Only an account with several shops needs the chooser: its dialog and select load when it opens.
const ShopChooserDialog = lazy(async () => ({ default: (await import('../../../components/shop-chooser-dialog')).ShopChooserDialog }));

export function SignInPage() {
  const { t } = useTranslation('auth');
  const { t: ta } = useTranslation('account');
  const notice = useNotice();
  const client = useClientSession();
  const location = useLocation();
  const origin = (location.state as { from?: string } | null)?.from ?? sessionStore.initUrl;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Two-step sign-in: after the right password, the code step (decision 222).
  const [challenge, setChallenge] = useState<TwoStepChallenge | null>(null);
  const [code, setCode] = useState('');
  const [rememberDevice, setRememberDevice] = useState(false);
  const signIn = useSignIn();
  const signOut = useSignOut();
  // The page arrives drawn (prerendered): typing and signing in wait until React has taken it over.
  const live = useLive();

  const noShop = client !== null && client.shopId === null;
  useEffect(() => {
    if (!noShop) return;
    notice.serverError('noShopAccess');
    sessionStore.signOut();
  }, [noShop, notice]);

  if (client && typeof client.shopId === 'number') return <Navigate to={destinationFor(client, origin)} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn
      .submit({ email, password })
      .then((next) => {
        if (!next) return;
        setPassword('');
        setCode('');
        setChallenge(next);
      })
      .catch((error: unknown) => {
        if (error instanceof ConnectionError) notice.serverError(error);
        else
          notice.signIn(
            error instanceof ApiError && error.status === 429 ? 'tooManyAttempts' : 'invalidCredentials',
            t('signInFailedTitle'),
          );
      });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    signIn.submitCode(email, { challengeToken: challenge.challengeToken, code, rememberDevice }).catch((error: unknown) => {
      if (error instanceof ConnectionError) return notice.serverError(error);
      const key = error instanceof ApiError ? error.messageKey : undefined;
      // A spent or expired challenge: back to the password.
      if (key === 'twoStepChallengeExpired') setChallenge(null);
      notice.signIn(
        error instanceof ApiError && error.status === 429 ? 'tooManyAttempts' : (key ?? 'twoStepCodeInvalid'),
        t('signInFailedTitle'),
      );
    });
  };

  if (challenge) {
    return (
      <AuthLayout title={t('twoStepTitle')} subtitle={t('twoStepSubtitle')}>
        <Stack component="form" spacing={2} onSubmit={submitCode} noValidate>
          <TextInput
            label={t('twoStepCode')}
            helperText={t('twoStepCodeHint')}
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoFocus
            fullWidth
          />
          <FormControlLabel
            control={<Checkbox checked={rememberDevice} onChange={(e) => setRememberDevice(e.target.checked)} />}
            label={t('twoStepRemember')}
          />
          <Button type="submit" variant="contained" size="large" disabled={signIn.isPending}>
            {signIn.isPending ? t('signingIn') : t('twoStepVerify')}
          </Button>
          <Button variant="text" onClick={() => setChallenge(null)}>
            {t('twoStepBack')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('signInTitle')} subtitle={t('signInSubtitle')}>
      {/* method="dialog" outside a dialog submits nothing: a click on the drawn page before React takes over is a no-op. */}
      <Stack component="form" method="dialog" spacing={2} onSubmit={submit} noValidate>
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          readOnly={!live}
          autoFocus
          fullWidth
        />
        <PasswordField
          label={t('password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          readOnly={!live}
          fullWidth
        />
        <MuiLink
          component={Link}
          to="/forgot-password"
          state={{ email }}
          variant="body2"
          sx={{ alignSelf: 'flex-end', mt: '4px !important' }}
        >
          {ta('forgotPasswordLink')}
        </MuiLink>
        {/* Drawn disabled, like the header's controls: a click before React takes over would do nothing. */}
        <Button type="submit" variant="contained" size="large" disabled={!live || signIn.isPending}>
          {signIn.isPending ? t('signingIn') : t('signIn')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('noAccount')}{' '}
          <MuiLink component={Link} to="/signup">
            {t('createAccountLink')}
          </MuiLink>
        </Typography>
      </Stack>
      {client?.shopId === 'multiple' && (
        <Suspense fallback={null}>
          <ShopChooserDialog
            open
            shops={client.session.shops}
            onChoose={(shopId) => sessionStore.selectShop(shopId)}
            // Without a way back, someone who signed in with the wrong account would be stuck in the chooser.
            cancel={{ label: t('chooserOtherAccount'), onClick: () => void signOut() }}
          />
        </Suspense>
      )}
    </AuthLayout>
  );
}
