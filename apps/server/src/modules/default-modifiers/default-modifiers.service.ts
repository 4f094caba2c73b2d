import { availabilityAt } from '../../lib/sold-out.rules';
import { SOLD_OUT_UNTIL_NEXT_OPENING, isSavedId } from '@brewline/contracts/menu';
import type { DefaultOption, DefaultModifiersResponse, MenuId, SaveDefaultModifiersBody } from '@brewline/contracts/schemas/menu';
import { nextOpening } from '../../lib/shop-time.rules';
import { AppError, notFound } from '../../errors';
import { claimedVersion } from '../../lib/safe-save';
import type { DefaultOptionRow, DefaultModifiersRepository, DefaultModifiersRows, DefaultValueRow } from './default-modifiers.repository';

const forbiddenPart = (field: string) => new AppError(403, 'FORBIDDEN', 'forbidden', field);
const removalsMismatch = () => new AppError(400, 'VALIDATION_FAILED', 'menuRemovalsMismatch', 'removed');

/** The default modifiers as the screen edits them, from their rows (in order). */
function assembleDefaultModifiers(rows: DefaultModifiersRows, now: Date): DefaultOption[] {
  const values = new Map<number, DefaultOption['values']>();
  for (const value of rows.values) {
    const list = values.get(value.defaultOptionId) ?? [];
    list.push({
      id: value.id,
      value: value.value,
      priceCents: value.priceCents,
      ...availabilityAt(value.isAvailable, value.soldOutUntil, now),
      childId: value.childOptionId,
    });
    values.set(value.defaultOptionId, list);
  }
  return rows.options.map((option) => ({
    id: option.id,
    title: option.title,
    widgetType: option.widgetType as DefaultOption['widgetType'],
    priceForAllCents: option.priceForAllCents,
    initialValue: option.initialValue,
    isAvailable: option.isAvailable,
    maxNum: option.maxNum,
    isOnTablet: option.isOnTablet,
    values: values.get(option.id) ?? [],
  }));
}

export function createDefaultModifiersService({
  repository,
  now = () => new Date(),
}: {
  repository: DefaultModifiersRepository;
  now?: () => Date;
}) {
  return {
    async get(shopId: number): Promise<DefaultModifiersResponse> {
      return repository.transaction(async (tx) => {
        const shop = await tx.findShop(shopId);
        if (!shop) throw notFound();
        return { options: assembleDefaultModifiers(await tx.load(shopId), now()), version: shop.version };
      });
    },

    /**
     * Saves the whole list in one transaction, like the menu (decision 055): the version first (409 staleCopy), ids
     * of this shop only (403), a left-out default modifier must be listed in `removed` (400), and a removed one leaves
     * every item that used it (cascade). Values left out are deleted.
     */
    async save(shopId: number, body: SaveDefaultModifiersBody): Promise<DefaultModifiersResponse> {
      return repository.transaction(async (tx) => {
        const version = claimedVersion(await tx.claimVersion(shopId, body.version));
        const shop = (await tx.findShop(shopId))!;
        const saved = await tx.savedIds(shopId);

        const seenOptions = new Set<number>();
        const seenValues = new Set<number>();
        const newOptions = new Map<string, number>();
        const newValues = new Map<string, number>();
        body.options.forEach((option, o) => {
          if (isSavedId(option.id)) {
            if (!saved.options.has(option.id) || seenOptions.has(option.id)) throw forbiddenPart(`options.${o}.id`);
            seenOptions.add(option.id);
          } else if (newOptions.has(option.id)) {
            throw new AppError(400, 'VALIDATION_FAILED', 'menuDuplicateId', `options.${o}.id`);
          } else newOptions.set(option.id, 0);
          option.values.forEach((value, v) => {
            const path = `options.${o}.values.${v}`;
            if (isSavedId(value.id)) {
              if (!saved.values.has(value.id) || seenValues.has(value.id)) throw forbiddenPart(`${path}.id`);
              seenValues.add(value.id);
            } else if (newValues.has(value.id)) {
              throw new AppError(400, 'VALIDATION_FAILED', 'menuDuplicateId', `${path}.id`);
            } else newValues.set(value.id, 0);
            if (value.childId !== null && !saved.options.has(value.childId)) throw forbiddenPart(`${path}.childId`);
          });
        });
        const listed = new Set(body.removed);
        if ([...listed].some((id) => seenOptions.has(id))) throw removalsMismatch();
        const goneOptions = [...saved.options].filter((id) => !seenOptions.has(id));
        if (goneOptions.some((id) => !listed.has(id))) throw removalsMismatch();
        const goneOptionSet = new Set(goneOptions);
        const goneValues = [...saved.values.keys()].filter((id) => !seenValues.has(id) && !goneOptionSet.has(saved.values.get(id)!));

        const assign = async (table: 'default_options' | 'default_option_values', map: Map<string, number>) => {
          const ids = await tx.allocateIds(table, map.size);
          [...map.keys()].forEach((key, index) => map.set(key, ids[index]!));
        };
        await assign('default_options', newOptions);
        await assign('default_option_values', newValues);
        const idOf = (map: Map<string, number>, id: MenuId) => (isSavedId(id) ? id : map.get(id)!);

        const needsHours = body.options.some((option) => option.values.some((value) => value.soldOutUntil === SOLD_OUT_UNTIL_NEXT_OPENING));
        const opening = needsHours ? nextOpening(await tx.shopHours(shopId), shop.state, now()).toISOString() : null;
        const optionRows: DefaultOptionRow[] = [];
        const valueRows: DefaultValueRow[] = [];
        body.options.forEach((option, o) => {
          const optionId = idOf(newOptions, option.id);
          optionRows.push({
            id: optionId,
            position: o,
            title: option.title,
            widget_type: option.widgetType,
            price_for_all_cents: option.priceForAllCents,
            initial_value: option.initialValue,
            is_available: option.isAvailable,
            max_num: option.maxNum,
            is_on_tablet: option.isOnTablet,
          });
          option.values.forEach((value, v) => {
            valueRows.push({
              id: idOf(newValues, value.id),
              option_id: optionId,
              position: v,
              value: value.value,
              price_cents: value.priceCents,
              is_available: value.isAvailable,
              sold_out_until:
                value.isAvailable || value.soldOutUntil === null
                  ? null
                  : value.soldOutUntil === SOLD_OUT_UNTIL_NEXT_OPENING
                    ? opening
                    : value.soldOutUntil,
              child_option_id: value.childId !== null && !goneOptionSet.has(value.childId) ? value.childId : null,
            });
          });
        });

        await tx.deleteValues(goneValues);
        await tx.deleteOptions(shopId, goneOptions);
        await tx.upsertOptions(shopId, optionRows);
        await tx.upsertValues(valueRows);
        return { options: assembleDefaultModifiers(await tx.load(shopId), now()), version };
      });
    },
  };
}
export type DefaultModifiersService = ReturnType<typeof createDefaultModifiersService>;
