import { isSavedId } from '@brewline/contracts/menu';
import type { DefaultOption, DefaultModifiersResponse, MenuId } from '@brewline/contracts/schemas/menu';
import { sameData } from './persist';
import {
  arrayMove,
  copyOptionWithNewIds,
  mapById,
  newOption,
  newValue,
  patchObject,
  soldOutFields,
  withValueAdded,
  withValueRemoved,
} from './reduce';
import type { DraftOption, DraftValue, FieldErrors, OptionPatch, ValuePatch } from './types';
import { validateDefaultModifiers } from './validate';

/**
 * The Default Modifiers screen's draft, saved whole (decision 074): the whole list of
 * a shop's default modifiers, the saved ones removed, the version loaded. Same rules as a modifier inside an item
 * (required fields, select_max needs a maximum, the Size rule), judged by the contracts' `DefaultOptionSchema`.
 */

export type DraftDefaultOption = Omit<DraftOption, 'defaultOptionId'>;

export interface DefaultModifiersDraft {
  options: DraftDefaultOption[];
  /** Saved default modifiers removed since loading: the server deletes them and unlinks them from every item. */
  removed: number[];
  version: number;
  validateOnChange: boolean;
  /** By dotted path within the list: '0.title', '2.values.1.priceCents'. */
  errors: FieldErrors;
}

type SoldOut = 'no' | 'yes' | 'untilNextOpening';

export type DefaultModifiersAction =
  | { type: 'addDefaultOption' }
  | { type: 'copyDefaultOption'; optionId: MenuId }
  | { type: 'updateDefaultOption'; optionId: MenuId; patch: OptionPatch }
  | { type: 'deleteDefaultOption'; optionId: MenuId }
  | { type: 'moveDefaultOption'; from: number; to: number }
  | { type: 'addDefaultValue'; optionId: MenuId }
  | { type: 'updateDefaultValue'; optionId: MenuId; valueId: MenuId; patch: ValuePatch }
  | { type: 'deleteDefaultValue'; optionId: MenuId; valueId: MenuId }
  | { type: 'reorderDefaultValue'; optionId: MenuId; from: number; to: number }
  | { type: 'setDefaultValueSoldOut'; optionId: MenuId; valueId: MenuId; soldOut: SoldOut };

export const fromDefaultModifiers = (options: readonly DefaultOption[], version: number): DefaultModifiersDraft => ({
  options: options.map((option) => ({ ...option })),
  removed: [],
  version,
  validateOnChange: false,
  errors: {},
});

export const defaultModifiersDraftFromResponse = (response: DefaultModifiersResponse): DefaultModifiersDraft =>
  fromDefaultModifiers(response.options, response.version);

/** The PUT body (`SaveDefaultModifiersBodySchema`); the options typed unknown because fields may still be empty. */
export const toDefaultModifiersBody = (draft: DefaultModifiersDraft): { options: unknown[]; removed: number[]; version: number } => ({
  options: draft.options,
  removed: draft.removed,
  version: draft.version,
});

export const validateDefaultModifiersDraft = (draft: DefaultModifiersDraft): FieldErrors => validateDefaultModifiers(draft.options);

export const isDefaultModifiersDraftValid = (draft: DefaultModifiersDraft): boolean =>
  Object.keys(validateDefaultModifiersDraft(draft)).length === 0;

/** After a save found the list invalid: show the errors and re-validate after every change. */
export const markDefaultModifiersInvalid = (draft: DefaultModifiersDraft): DefaultModifiersDraft => ({
  ...draft,
  validateOnChange: true,
  errors: validateDefaultModifiersDraft(draft),
});

export const isDefaultModifiersDirty = (draft: DefaultModifiersDraft, loaded: readonly DefaultOption[]): boolean =>
  draft.removed.length > 0 || !sameData(draft.options, loaded);

/** The index of a default modifier in the list, for its errors' path prefix (e.g. errorsUnder(errors, '2')). */
export const defaultOptionPath = (draft: DefaultModifiersDraft, optionId: MenuId): string | null => {
  const index = draft.options.findIndex((option) => option.id === optionId);
  return index < 0 ? null : String(index);
};

const withOptions = (draft: DefaultModifiersDraft, options: readonly DraftDefaultOption[]): DefaultModifiersDraft =>
  options === draft.options ? draft : { ...draft, options: [...options] };

const updateOne = (
  draft: DefaultModifiersDraft,
  optionId: MenuId,
  fn: (option: DraftDefaultOption) => DraftDefaultOption,
): DefaultModifiersDraft => withOptions(draft, mapById(draft.options, optionId, fn));

const updateValue = (draft: DefaultModifiersDraft, optionId: MenuId, valueId: MenuId, fn: (value: DraftValue) => DraftValue) =>
  updateOne(draft, optionId, (option) => {
    const values = mapById(option.values, valueId, fn);
    return values === option.values ? option : { ...option, values: [...values] };
  });

const newDefaultOption = (): DraftDefaultOption => {
  const { defaultOptionId: _link, ...option } = newOption();
  return option;
};

const apply = (draft: DefaultModifiersDraft, action: DefaultModifiersAction): DefaultModifiersDraft => {
  switch (action.type) {
    case 'addDefaultOption':
      return withOptions(draft, [...draft.options, newDefaultOption()]);
    case 'copyDefaultOption': {
      const index = draft.options.findIndex((option) => option.id === action.optionId);
      if (index < 0) return draft;
      const { defaultOptionId: _link, ...copy } = copyOptionWithNewIds({ ...draft.options[index]!, defaultOptionId: null });
      return withOptions(draft, [...draft.options.slice(0, index + 1), copy, ...draft.options.slice(index + 1)]);
    }
    case 'updateDefaultOption':
      return updateOne(draft, action.optionId, (option) => {
        const patch = { ...action.patch };
        if (patch.widgetType !== undefined && patch.widgetType !== 'select_max' && patch.maxNum === undefined) patch.maxNum = null;
        return patchObject(option, patch);
      });
    case 'deleteDefaultOption': {
      const options = draft.options.filter((option) => option.id !== action.optionId);
      if (options.length === draft.options.length) return draft;
      const removed =
        isSavedId(action.optionId) && !draft.removed.includes(action.optionId) ? [...draft.removed, action.optionId] : draft.removed;
      return { ...draft, options, removed };
    }
    case 'moveDefaultOption':
      return withOptions(draft, arrayMove(draft.options, action.from, action.to));
    case 'addDefaultValue':
      return updateOne(draft, action.optionId, (option) => withValueAdded(option, newValue()));
    case 'updateDefaultValue':
      return updateValue(draft, action.optionId, action.valueId, (value) => patchObject<DraftValue>(value, action.patch));
    case 'deleteDefaultValue':
      // The list is saved whole: a value left out is deleted with it, so no separate list of removed values.
      return updateOne(draft, action.optionId, (option) => withValueRemoved(option, action.valueId));
    case 'reorderDefaultValue':
      return updateOne(draft, action.optionId, (option) => {
        const values = arrayMove(option.values, action.from, action.to);
        return values === option.values ? option : { ...option, values: [...values] };
      });
    case 'setDefaultValueSoldOut':
      // A default modifier's value is made sold out here, not from within an item.
      return updateValue(draft, action.optionId, action.valueId, (value) => patchObject(value, soldOutFields(action.soldOut)));
  }
};

export const reduceDefaultModifiers = (draft: DefaultModifiersDraft, action: DefaultModifiersAction): DefaultModifiersDraft => {
  const next = apply(draft, action);
  if (next === draft || !next.validateOnChange) return next;
  return { ...next, errors: validateDefaultModifiersDraft(next) };
};
