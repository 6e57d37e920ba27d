// The bench's figures are medians of several runs: this machine's speed varies from one run to the next.

/** The number of runs behind each figure the budgets judge, as issue #18 states them. */
export const RUNS = 5

/** The middle value of `values`, or the mean of the two middle ones when their count is even. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values")
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** "median 9.1 s (9.0–9.3)": the median and the range of a set of timings, in seconds. */
export function secondsSummary(seconds: readonly number[]): string {
  return `median ${median(seconds).toFixed(1)} s (${Math.min(...seconds).toFixed(1)}–${Math.max(...seconds).toFixed(1)})`
}

/** Each field's median over the runs: figures from different runs, each the middle of its own. */
export function medianOfEach<T extends Record<string, number>>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error("median of no runs")
  return Object.fromEntries(Object.keys(runs[0]).map(key => [key, median(runs.map(run => run[key]))])) as T
}

/** One timed run, which a failure may have ended early. */
export interface TimedRun {
  ok: boolean
  seconds: number
}

/** "100.4, 61.2 (failed)": each run's seconds, a failed run's marked, since its time is no build's. */
export const runTimes = (runs: readonly TimedRun[]): string => runs.map(run => `${run.seconds.toFixed(1)}${run.ok ? "" : " (failed)"}`).join(", ")

/** "1.47, failed": the ratio of each pair of runs taken in turn, none for a pair with a failed run. */
export const pairRatios = (runs: readonly TimedRun[], against: readonly TimedRun[]): string =>
  runs.map((run, i) => (run.ok && against[i]?.ok ? (run.seconds / against[i].seconds).toFixed(2) : "failed")).join(", ")
