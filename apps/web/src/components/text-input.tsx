import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { type ReactNode, useId } from 'react';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label'> {
  label: string;
  helperText?: ReactNode;
}

/**
 * An outlined text field built from the parts MUI's TextField composes, without its select mode: TextField
 * always brings the whole menu and popover machinery along, which the sign-in page cannot afford.
 */
export function TextInput({ label, helperText, error, disabled, fullWidth, id, required, ref, inputRef, ...input }: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  return (
    // The form control hands error, disabled and required to the label, outline and input alike, as TextField does.
    <FormControl variant="outlined" error={error} disabled={disabled} fullWidth={fullWidth} required={required}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      {/* A ref (react-hook-form's register gives one) belongs to the <input>, not the outline around it. */}
      <OutlinedInput id={inputId} label={label} aria-describedby={helperId} inputRef={ref ?? inputRef} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
