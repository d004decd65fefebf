/**
 * Another member's reads while something else runs: GET `url` with the session token at a steady
 * `rate` per second for `seconds`, each request sent on time whether or not the earlier ones have
 * been answered (an open loop, as members arrive: a slow answer does not hold back the next
 * request, so a stall shows in every request it delays rather than in one). Prints
 * {count, p50, p95, p99, max, errors} as JSON. Runs in a process of its own, so the load it makes
 * never shares the server's event loop.
 *
 *   node --import tsx support/latency-probe.ts <url> <token> <seconds> [rate]
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const [url, token, secondsText, rateText] = process.argv.slice(2);
if (!url || !token || !secondsText) throw new Error('usage: latency-probe <url> <token> <seconds> [rate]');
const rate = Number(rateText ?? 50);
const count = Math.max(1, Math.round(Number(secondsText) * rate));
const latencies: number[] = [];
let errors = 0;

async function read(): Promise<void> {
  const started = performance.now();
  try {
    const response = await fetch(url as string, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) errors += 1;
  } catch {
    errors += 1;
  }
  latencies.push(performance.now() - started);
}

const start = performance.now();
const reads: Promise<void>[] = [];
for (let i = 0; i < count; i += 1) {
  const due = start + (i * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await sleep(wait);
  reads.push(read());
}
await Promise.all(reads);
latencies.sort((a, b) => a - b);
const at = (q: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(1));
console.log(JSON.stringify({ count: latencies.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1), errors }));
