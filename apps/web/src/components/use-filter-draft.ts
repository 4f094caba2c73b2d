import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * The side filters' two states: what is typed (the draft) and what Search last applied. Search checks the draft
 * with the contracts' query schema (its messages under the fields) and applies it; Clear empties both. The schema is
 * loaded on the first Search: a list draws its rows without the schema library (decision 316).
 */
export function useFilterDraft<Fields extends Record<string, string>, Output extends object>(
  loadSchema: () => Promise<z.ZodType<Output, Partial<Fields>>>,
  empty: Fields,
  onApply?: () => void,
) {
  const { t } = useTranslation('messages');
  // Only the last Search or Clear decides: a Search whose schema arrives after a Clear is dropped.
  const lastAction = useRef(0);
  const [draft, setDraft] = useState<Fields>(empty);
  const [applied, setApplied] = useState<Output>({} as Output);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  return {
    draft,
    applied,
    set: (field: keyof Fields, value: string) => setDraft((current) => ({ ...current, [field]: value })),
    error: (field: keyof Fields) => (errors[field] ? t(errors[field]) : undefined),
    search: async () => {
      const action = ++lastAction.current;
      const searched = draft;
      const schema = await loadSchema();
      if (action !== lastAction.current) return;
      const result = schema.safeParse(searched);
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
      lastAction.current++;
      setDraft(empty);
      setErrors({});
      setApplied({} as Output);
      onApply?.();
    },
  };
}
