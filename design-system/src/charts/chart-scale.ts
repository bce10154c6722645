/** A "nice" upper bound for an axis (1, 2, 2.5 or 5 times a power of ten) and evenly spaced ticks. */
export function niceTicks(maxValue: number, count = 4): number[] {
  if (!(maxValue > 0)) return [0, 1];
  const rough = maxValue / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= rough) ?? 10 * magnitude;
  const ticks: number[] = [];
  for (let tick = 0; tick < maxValue + step / 2; tick += step) ticks.push(Number(tick.toPrecision(12)));
  if (ticks[ticks.length - 1] < maxValue) ticks.push(Number((ticks[ticks.length - 1] + step).toPrecision(12)));
  return ticks;
}
