import { formatPhone, US_STATES } from '@brewline/contracts/shop-info';
import type { ShopInfo } from '@brewline/contracts/schemas/shop-info';
import { Grid, InputAdornment, MenuItem, TextField } from '@mui/material';
import { type Control, Controller, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';

/** The eight fields of a shop's info, in the order both forms show them. */
export type ShopInfoField = 'shopName' | 'ownerName' | 'ownerEmail' | 'phoneNumber' | 'address' | 'city' | 'state' | 'zipCode';
export type ShopInfoValues = Record<ShopInfoField, string>;

/** A saved shop's info as the fields show it (the phone formatted as it is typed). */
export const shopInfoValues = (info: ShopInfo): ShopInfoValues => ({
  shopName: info.shopName,
  ownerName: info.ownerName,
  ownerEmail: info.ownerEmail,
  phoneNumber: formatPhone(info.phoneNumber),
  address: info.address,
  city: info.city,
  state: info.state,
  zipCode: info.zipCode,
});

/**
 * The shop's eight info fields as grid items: masks for phone and zip, the state as a list. Shared by the
 * onboarding's Shop Information step and Shop Info's Info card, each with its own labels.
 */
export function ShopInfoFields<T extends FieldValues & ShopInfoValues, Output extends FieldValues>({
  register,
  control,
  fieldError,
  label,
}: {
  register: UseFormRegister<T>;
  control: Control<T, unknown, Output>;
  fieldError: (name: Path<T>) => string | undefined;
  label: (field: ShopInfoField) => string;
}) {
  const path = (name: ShopInfoField) => name as Path<T>;
  const text = (name: ShopInfoField, props: { autoComplete?: string; type?: string } = {}) => ({
    ...register(path(name)),
    ...props,
    label: label(name),
    error: Boolean(fieldError(path(name))),
    helperText: fieldError(path(name)),
    fullWidth: true,
  });
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...text('shopName', { autoComplete: 'organization' })} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...text('ownerName', { autoComplete: 'name' })} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...text('ownerEmail', { autoComplete: 'email', type: 'email' })} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <PhoneField control={control} name={path('phoneNumber')} label={label('phoneNumber')} fieldError={fieldError} />
      </Grid>
      <Grid size={12}>
        <TextField {...text('address', { autoComplete: 'street-address' })} />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <TextField {...text('city', { autoComplete: 'address-level2' })} />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <StateField control={control} name={path('state')} label={label('state')} fieldError={fieldError} />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <ZipField control={control} name={path('zipCode')} label={label('zipCode')} fieldError={fieldError} />
      </Grid>
    </>
  );
}

interface MaskedFieldProps<T extends FieldValues, Output extends FieldValues> {
  control: Control<T, unknown, Output>;
  name: Path<T>;
  label: string;
  fieldError: (name: Path<T>) => string | undefined;
}

/** A US phone number, shown as (NNN) NNN-NNNN while typing, left to right in Arabic too. */
export function PhoneField<T extends FieldValues, Output extends FieldValues>({
  control,
  name,
  label,
  fieldError,
}: MaskedFieldProps<T, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          onChange={(event) => field.onChange(formatPhone(event.target.value))}
          label={label}
          placeholder="(555) 555-5555"
          autoComplete="tel-national"
          error={Boolean(fieldError(name))}
          helperText={fieldError(name)}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr' } }}
        />
      )}
    />
  );
}

/** The state, chosen from the list of US state abbreviations. */
export function StateField<T extends FieldValues, Output extends FieldValues>({
  control,
  name,
  label,
  fieldError,
}: MaskedFieldProps<T, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          select
          label={label}
          error={Boolean(fieldError(name))}
          helperText={fieldError(name)}
          fullWidth
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
        >
          {US_STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {state}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A five-digit zip code: anything but digits is dropped while typing; left to right in Arabic too. */
export function ZipField<T extends FieldValues, Output extends FieldValues>({
  control,
  name,
  label,
  fieldError,
}: MaskedFieldProps<T, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, 5))}
          label={label}
          autoComplete="postal-code"
          error={Boolean(fieldError(name))}
          helperText={fieldError(name)}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
        />
      )}
    />
  );
}

/** While typing: one or two digits, then a dot and up to three digits (a tax percent as it may be typed). */
const TAX_TYPING = /^\d{0,2}(\.\d{0,3})?$/;

/** The sales tax as a percent, masked while typing, with a hint under it until there is an error. */
export function TaxField<T extends FieldValues & { tax: string }, Output extends FieldValues>({
  control,
  fieldError,
  label,
  hint,
}: {
  control: Control<T, unknown, Output>;
  fieldError: (name: Path<T>) => string | undefined;
  label: string;
  hint: string;
}) {
  const name = 'tax' as Path<T>;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          onChange={(event) => {
            const value = event.target.value.replace(/%/g, '');
            if (TAX_TYPING.test(value)) field.onChange(value);
          }}
          label={label}
          error={Boolean(fieldError(name))}
          helperText={fieldError(name) ?? hint}
          fullWidth
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
      )}
    />
  );
}
