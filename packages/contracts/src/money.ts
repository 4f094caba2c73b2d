/**
 * Splits `total` cents in proportion to `weights` into whole cents that add up to `total` exactly: each share is
 * rounded down, and the cents left over go one each to the largest fractions, ties to the earlier entry (largest
 * remainder). With no weight at all, the first entry takes everything. A refund's shares of an order (decision 112)
 * and a tip pool's shares (decision 301) both follow it.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((acc, weight) => acc + Math.max(0, weight), 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const sign = total < 0 ? -1 : 1;
  const whole = Math.abs(total);
  const exact = weights.map((weight) => (whole * Math.max(0, weight)) / sum);
  const shares = exact.map(Math.floor);
  let left = whole - shares.reduce((acc, share) => acc + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares.map((share) => share * sign);
}
