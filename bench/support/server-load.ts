import { monitorEventLoopDelay } from 'node:perf_hooks';

const MB = 1024 * 1024;

export type ServerLoad = { rssBeforeMb: number; rssPeakMb: number; loopDelayP99Ms: number; loopDelayMaxMs: number };

/**
 * Watches the bench's own process, where the app runs: its resident memory (before, and the peak
 * sampled every 50 ms, so work that grows memory with its rows shows) and its event-loop delay (how
 * long the work held every other request). `stop` ends the watch and gives the figures.
 */
export function watchServer(): { stop: () => ServerLoad } {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  return {
    stop: () => {
      clearInterval(sampler);
      loopDelay.disable();
      return {
        rssBeforeMb: Math.round(before / MB),
        rssPeakMb: Math.round(peak / MB),
        loopDelayP99Ms: Number((loopDelay.percentile(99) / 1e6).toFixed(1)),
        loopDelayMaxMs: Number((loopDelay.max / 1e6).toFixed(1)),
      };
    },
  };
}

/** "server RSS 262 MB before, peak 421 MB (+159 MB); event-loop delay p99 12.9 ms, longest 21.4 ms" */
export const describeLoad = (load: ServerLoad) =>
  `server RSS ${load.rssBeforeMb} MB before, peak ${load.rssPeakMb} MB (+${load.rssPeakMb - load.rssBeforeMb} MB); ` +
  `event-loop delay p99 ${load.loopDelayP99Ms} ms, longest ${load.loopDelayMaxMs} ms`;
