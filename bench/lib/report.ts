/** What a benchmark hands back to bench/run.ts, which keeps it under bench/results/. */
export type Figures = Record<string, unknown>;

export interface Summary {
  runs: number;
  median: number;
  min: number;
  max: number;
}

export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) throw new Error('summarize() needs at least one value');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { runs: sorted.length, median, min: sorted[0] ?? 0, max: sorted[sorted.length - 1] ?? 0 };
}

/** 'within budget' or 'OVER BUDGET': benchmarks report, they never fail for being slow. */
export function verdict(value: number, budget: number): string {
  return value <= budget ? 'within budget' : 'OVER BUDGET';
}

/** Prints rows as aligned columns; columns whose cells look numeric are right-aligned. */
export function printTable(headers: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const isNumeric = headers.map(
    (_, column) => rows.length > 0 && rows.every((row) => /^[\d.,]*$/.test(row[column] ?? '')),
  );
  const format = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? cell.length;
        return isNumeric[column] ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  console.log(format(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(format(row));
}

/** A numeric `--name=value` option, or `fallback`; positive unless `zero` allows 0. */
export function option(name: string, fallback: number, { zero = false } = {}): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !zero)) {
    throw new Error(`--${name} must be a ${zero ? 'non-negative' : 'positive'} number`);
  }
  return value;
}
