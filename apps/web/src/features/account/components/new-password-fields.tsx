import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';

interface NewPasswordForm {
  password: string;
  confirmPassword: string;
}

/** The new password and its confirmation, as both the reset and the staff pages ask for them. */
export function NewPasswordFields({
  register,
  errorText,
  passwordLabel,
  hint,
  disabled,
}: {
  register: UseFormRegister<NewPasswordForm>;
  errorText: (name: keyof NewPasswordForm) => string | undefined;
  passwordLabel: string;
  hint: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        {...register('password')}
        error={Boolean(errorText('password'))}
        helperText={errorText('password') ?? hint}
        disabled={disabled}
        autoFocus
        fullWidth
      />
      <PasswordField
        label={t('confirmPassword')}
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={Boolean(errorText('confirmPassword'))}
        helperText={errorText('confirmPassword')}
        disabled={disabled}
        fullWidth
      />
    </>
  );
}
