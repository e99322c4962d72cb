// Choosing with an injected random source (domain code never calls Math.random itself).

/** A number in [0, 1), like Math.random. */
export type Random = () => number;

/** One item of a non-empty list; out-of-range random values are clamped, NaN gives the first. */
export function pickOne<T>(items: readonly T[], random: Random): T {
  if (items.length === 0) throw new RangeError("pickOne needs at least one item");
  const value = random();
  const scaled = Number.isNaN(value) ? 0 : Math.floor(value * items.length);
  const index = Math.min(items.length - 1, Math.max(0, scaled));
  return items[index] as T;
}
