/**
 * Another member's reads while something else runs: `CONCURRENCY` loops each GET `url` with the
 * session token, one request after the other, for `seconds`; prints {count, p50, p95, p99, errors}
 * as JSON. Runs in a process of its own, so the load it makes never shares the server's event loop.
 *
 *   node --import tsx support/latency-probe.ts <url> <token> <seconds> [concurrency]
 */
import { performance } from 'node:perf_hooks';

const [url, token, secondsText, concurrencyText] = process.argv.slice(2);
if (!url || !token || !secondsText) throw new Error('usage: latency-probe <url> <token> <seconds> [concurrency]');
const until = performance.now() + Number(secondsText) * 1000;
const latencies: number[] = [];
let errors = 0;

async function loop(): Promise<void> {
  while (performance.now() < until) {
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
}

await Promise.all(Array.from({ length: Number(concurrencyText ?? 4) }, loop));
latencies.sort((a, b) => a - b);
const at = (q: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(1));
console.log(JSON.stringify({ count: latencies.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), errors }));
