/**
 * How the Value tab writes money, counts and months in the reader's language (decision 240): Arabic digits in Arabic,
 * a comma for decimals in French. Written once here for the tab, its chart and its tests.
 */
export function valueFormat(locale: string) {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const compactMoney = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const shortMonth = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const at = (key: string) => new Date(`${key}-01T00:00:00.000Z`);
  return {
    money: (cents: number | null) => (cents === null ? '—' : money.format(cents / 100)),
    /** The chart's axis: '$1.2K', short enough for its width (the exact figure is in the tooltip and the tables). */
    axisMoney: (cents: number) => compactMoney.format(cents / 100),
    count: (value: number | null) => (value === null ? '—' : count.format(value)),
    /** One month, 'YYYY-MM': 'October 2026'. */
    month: (key: string) => month.format(at(key)),
    shortMonth: (key: string) => shortMonth.format(at(key)),
    /**
     * The months from one to another, as the language writes a span: 'October – November 2026', and one month once
     * ('October 2026', never 'October 2026 to October 2026').
     */
    months: (from: string, to: string) => (from === to ? month.format(at(from)) : month.formatRange(at(from), at(to))),
  };
}
export type ValueFormat = ReturnType<typeof valueFormat>;
