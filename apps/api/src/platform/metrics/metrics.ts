/**
 * The server's metrics in Prometheus's text format (0.0.4), written here
 * rather than by a library: counters and histograms kept in memory per
 * process (Prometheus sums them across processes), and gauges read when
 * scraped. Label values are escaped; names are ours, fixed in code, so the
 * number of series stays bounded (a route's pattern, never its URL).
 */

type Labels = Record<string, string>;

interface Series<T> {
  labels: Labels;
  value: T;
}

interface HistogramValue {
  buckets: number[];
  sum: number;
  count: number;
}

/** A gauge's readings at scrape time: one per label set. */
export type GaugeReading = { labels?: Labels; value: number };

export interface Counter {
  inc(labels?: Labels, by?: number): void;
}

export interface Histogram {
  observe(labels: Labels, value: number): void;
}

export interface Metrics {
  counter(name: string, help: string): Counter;
  histogram(name: string, help: string, buckets: readonly number[]): Histogram;
  /** A gauge read when scraped (a pool's size, open connections, a lag from the database). */
  gauge(name: string, help: string, read: () => GaugeReading[] | Promise<GaugeReading[]>): void;
  /** Every metric in the text format. */
  render(): Promise<string>;
}

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const escapeHelp = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');

function labelText(labels: Labels, extra?: [string, string]): string {
  const pairs = Object.entries(labels);
  if (extra) pairs.push(extra);
  if (pairs.length === 0) return '';
  return `{${pairs.map(([key, value]) => `${key}="${escapeLabel(value)}"`).join(',')}}`;
}

const keyOf = (labels: Labels) => JSON.stringify(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : 1)));

const number = (value: number) =>
  Number.isFinite(value) ? String(value) : value > 0 ? '+Inf' : value < 0 ? '-Inf' : 'NaN';

export function createMetrics(): Metrics {
  const writers: (() => Promise<string[]>)[] = [];
  const head = (name: string, help: string, type: string) => [
    `# HELP ${name} ${escapeHelp(help)}`,
    `# TYPE ${name} ${type}`,
  ];

  return {
    counter(name, help) {
      const series = new Map<string, Series<number>>();
      writers.push(async () => [
        ...head(name, help, 'counter'),
        ...[...series.values()].map((s) => `${name}${labelText(s.labels)} ${number(s.value)}`),
      ]);
      return {
        inc(labels = {}, by = 1) {
          const key = keyOf(labels);
          const found = series.get(key);
          if (found) found.value += by;
          else series.set(key, { labels, value: by });
        },
      };
    },

    histogram(name, help, buckets) {
      const bounds = [...buckets].sort((a, b) => a - b);
      const series = new Map<string, Series<HistogramValue>>();
      writers.push(async () => [
        ...head(name, help, 'histogram'),
        ...[...series.values()].flatMap(({ labels, value }) => [
          ...bounds.map(
            (bound, i) => `${name}_bucket${labelText(labels, ['le', number(bound)])} ${value.buckets[i] ?? 0}`,
          ),
          `${name}_bucket${labelText(labels, ['le', '+Inf'])} ${value.count}`,
          `${name}_sum${labelText(labels)} ${number(value.sum)}`,
          `${name}_count${labelText(labels)} ${value.count}`,
        ]),
      ]);
      return {
        observe(labels, value) {
          const key = keyOf(labels);
          let found = series.get(key);
          if (!found) series.set(key, (found = { labels, value: { buckets: bounds.map(() => 0), sum: 0, count: 0 } }));
          bounds.forEach((bound, i) => {
            if (value <= bound) found.value.buckets[i] = (found.value.buckets[i] ?? 0) + 1;
          });
          found.value.sum += value;
          found.value.count += 1;
        },
      };
    },

    gauge(name, help, read) {
      writers.push(async () => [
        ...head(name, help, 'gauge'),
        ...(await read()).map(({ labels = {}, value }) => `${name}${labelText(labels)} ${number(value)}`),
      ]);
    },

    async render() {
      const lines = (await Promise.all(writers.map((write) => write()))).flat();
      return `${lines.join('\n')}\n`;
    },
  };
}
