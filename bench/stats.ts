/** Order statistics over a sample (nearest-rank), rounded for the table. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export const median = (samples: number[]): number => percentile(samples, 50);

export const round = (value: number, digits = 1): number =>
  Number.isFinite(value) ? Number(value.toFixed(digits)) : value;

/** Wall time of an async step, in milliseconds. */
export async function timed<T>(step: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await step();
  return { value, ms: performance.now() - start };
}
