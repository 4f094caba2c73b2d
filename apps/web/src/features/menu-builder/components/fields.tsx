import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useComeBackTexts } from '../hooks/use-come-back';
import type { FieldErrors } from '../model/types';

/** A field's message, translated from the contracts' message table; undefined when the field is fine. */
export function useFieldMessage(errors: FieldErrors) {
  const { t } = useTranslation('messages');
  return (path: string): string | undefined => {
    const key = errors[path];
    return key ? t(key) : undefined;
  };
}

const centsText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const parseCents = (text: string): number | null => {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!trimmed || !/^\d*(\.\d{0,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
};

type FieldProps = Omit<TextFieldProps, 'value' | 'onChange'>;

/**
 * A dollar amount typed freely ('1.', '1.5') and handed on as integer cents, or null while empty or unreadable, so
 * validation can say 'this is required'. What is typed stays as typed until the value changes from elsewhere (undo).
 */
export function MoneyField({ cents, onCents, ...props }: FieldProps & { cents: number | null; onCents: (cents: number | null) => void }) {
  const [text, setText] = useState(() => centsText(cents));
  const [shown, setShown] = useState(cents);
  if (shown !== cents) {
    setShown(cents);
    if (parseCents(text) !== cents) setText(centsText(cents));
  }
  return (
    <TextField
      size="small"
      {...props}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const parsed = parseCents(next);
        setShown(parsed);
        onCents(parsed);
      }}
      slotProps={{
        ...props.slotProps,
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { inputMode: 'decimal', ...(props.slotProps?.htmlInput as object) },
      }}
    />
  );
}

const parseNumber = (text: string, decimals: boolean): number | null => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!(decimals ? /^\d*(\.\d*)?$/ : /^\d+$/).test(trimmed)) return Number.NaN;
  return Number(trimmed);
};

/** A whole or decimal number typed freely; null while empty (NaN for text that is not a number, which validation refuses). */
export function NumberField({
  value,
  onNumber,
  decimals = false,
  ...props
}: FieldProps & { value: number | null; onNumber: (value: number | null) => void; decimals?: boolean }) {
  const [text, setText] = useState(() => (value === null ? '' : String(value)));
  const [shown, setShown] = useState(value);
  if (!Object.is(shown, value)) {
    setShown(value);
    if (!Object.is(parseNumber(text, decimals), value)) setText(value === null || Number.isNaN(value) ? '' : String(value));
  }
  return (
    <TextField
      size="small"
      {...props}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const parsed = parseNumber(next, decimals);
        setShown(parsed);
        onNumber(parsed);
      }}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: decimals ? 'decimal' : 'numeric', ...(props.slotProps?.htmlInput as object) },
      }}
    />
  );
}

/**
 * The browser's own select, for the selects repeated on every item card and value: far lighter than MUI's menu (which
 * matters with hundreds of items) and the phone's own picker on a phone.
 */
export const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;

export type SoldOut = 'no' | 'yes' | 'untilNextOpening';
export const soldOutOf = (part: { isAvailable: boolean; soldOutUntil: string | null }): SoldOut =>
  part.isAvailable ? 'no' : part.soldOutUntil ? 'untilNextOpening' : 'yes';

/**
 * Available / Sold out / Sold out until the shop's next opening (it comes back by itself then: decisions 058, 190),
 * naming that moment ('Sold out until Thu 7:00 AM') and, when chosen, saying it under the select ('Back Thu 7:00 AM').
 */
export function SoldOutSelect({
  part,
  onChange,
  label,
  disabled,
}: {
  part: { isAvailable: boolean; soldOutUntil: string | null };
  onChange: (soldOut: SoldOut) => void;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('menu-builder');
  const comeBack = useComeBackTexts(part);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={soldOutOf(part)}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as SoldOut)}
      helperText={comeBack.back}
      sx={{ minWidth: { xs: 0, sm: 170 } }}
      slotProps={NATIVE_SELECT}
    >
      <option value="no">{t('soldOut.no')}</option>
      <option value="yes">{t('soldOut.yes')}</option>
      <option value="untilNextOpening">{comeBack.choice}</option>
    </TextField>
  );
}
