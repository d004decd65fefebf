import { percentile } from './bench-database';
import type { LabelledQuery } from './relevance-set';

/** What one labelled query got: where the item meant came (1 first, null when not on the first page), how long the answer took, whether it was refused. */
export type QueryOutcome = { query: LabelledQuery; rank: number | null; ms: number; status: number };

type Figures = { label: string; count: number; precisionAt1: number; recallAt10: number; p50: number; p95: number; p99: number; refused: number };

function figuresOf(label: string, outcomes: readonly QueryOutcome[]): Figures {
  const times = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const share = (test: (outcome: QueryOutcome) => boolean) => outcomes.filter(test).length / Math.max(1, outcomes.length);
  return {
    label,
    count: outcomes.length,
    precisionAt1: share((outcome) => outcome.rank === 1),
    recallAt10: share((outcome) => outcome.rank !== null && outcome.rank <= 10),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    refused: outcomes.filter((outcome) => outcome.status !== 200).length,
  };
}

const row = (f: Figures) => ({
  kind: f.label,
  queries: f.count,
  'P@1': f.precisionAt1.toFixed(2),
  'R@10': f.recallAt10.toFixed(2),
  'p50 ms': f.p50.toFixed(1),
  'p95 ms': f.p95.toFixed(1),
  'p99 ms': f.p99.toFixed(1),
  refused: f.refused,
});

/**
 * Per kind of query (and where it was searched): count, precision at 1 (the item meant came
 * first), recall at 10 (it came in the first ten), latency percentiles; then per place searched,
 * overall, and the worst kinds with an example of a query each missed.
 */
export function printRelevance(outcomes: readonly QueryOutcome[]): void {
  const groups = new Map<string, QueryOutcome[]>();
  const places = new Map<string, QueryOutcome[]>();
  for (const outcome of outcomes) {
    const key = `${outcome.query.kind} · ${outcome.query.endpoint}`;
    groups.set(key, [...(groups.get(key) ?? []), outcome]);
    places.set(outcome.query.endpoint, [...(places.get(outcome.query.endpoint) ?? []), outcome]);
  }
  const kinds = [...groups].map(([label, group]) => figuresOf(label, group));
  console.table(kinds.map(row));
  console.table([...[...places].map(([label, group]) => figuresOf(`all · ${label}`, group)), figuresOf('overall', outcomes)].map(row));
  const worst = [...kinds].sort((a, b) => a.recallAt10 - b.recallAt10 || a.precisionAt1 - b.precisionAt1).slice(0, 5);
  console.log('  worst kinds (R@10, then P@1), each with a query it missed:');
  for (const f of worst) {
    const missed = groups.get(f.label)?.find((outcome) => outcome.rank === null || outcome.rank > 1);
    const typed = missed ? Object.entries(missed.query.params).map(([name, value]) => `${name}="${value}"`).join(' ') : '';
    const example = missed ? `${typed} for "${missed.query.meant}" → ${missed.rank === null ? `not on page 1${missed.status === 200 ? '' : ` (${missed.status})`}` : `#${missed.rank}`}` : '';
    console.log(`    ${f.label}: R@10 ${f.recallAt10.toFixed(2)}, P@1 ${f.precisionAt1.toFixed(2)}; e.g. ${example}`);
  }
}
