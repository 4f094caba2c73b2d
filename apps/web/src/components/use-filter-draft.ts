import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * The side filters' two states: what is typed (the draft) and what Search last applied. Search checks the draft
 * with the contracts' query schema (its messages under the fields) and applies it; Clear empties both.
 */
export function useFilterDraft<Fields extends Record<string, string>, Output extends object>(
  schema: z.ZodType<Output, Partial<Fields>>,
  empty: Fields,
  onApply?: () => void,
) {
  const { t } = useTranslation('messages');
  const [draft, setDraft] = useState<Fields>(empty);
  const [applied, setApplied] = useState<Output>({} as Output);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  return {
    draft,
    applied,
    set: (field: keyof Fields, value: string) => setDraft((current) => ({ ...current, [field]: value })),
    error: (field: keyof Fields) => (errors[field] ? t(errors[field]) : undefined),
    search: () => {
      const result = schema.safeParse(draft);
      if (!result.success) {
        setErrors(
          Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message])) as Partial<Record<keyof Fields, string>>,
        );
        return;
      }
      setErrors({});
      setApplied(result.data);
      onApply?.();
    },
    clear: () => {
      setDraft(empty);
      setErrors({});
      setApplied({} as Output);
      onApply?.();
    },
  };
}
