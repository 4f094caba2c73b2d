/**
 * 'Sold out until' as it reads now (decision 058): an item or value sold out until a moment that has passed is
 * available again. The server applies it when it loads the menu; nothing has to switch the part back on.
 */
export const availabilityAt = (
  isAvailable: boolean,
  soldOutUntil: Date | null,
  now: Date,
): { isAvailable: boolean; soldOutUntil: string | null } => {
  if (isAvailable) return { isAvailable: true, soldOutUntil: null };
  if (soldOutUntil === null) return { isAvailable: false, soldOutUntil: null };
  if (soldOutUntil.getTime() <= now.getTime()) return { isAvailable: true, soldOutUntil: null };
  return { isAvailable: false, soldOutUntil: soldOutUntil.toISOString() };
};
