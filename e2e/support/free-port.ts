import { createServer } from 'node:net';

/** A port no one listens on now: the kernel picks it, so two runs at once get different ones. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') return reject(new Error('No TCP port for the probe'));
      probe.close(() => resolve(address.port));
    });
  });
}

/**
 * The port named by `variable`, chosen once per run. Playwright loads its config in the runner and
 * again in every worker; the workers inherit the runner's environment, so the port chosen first
 * is the one every process uses.
 */
export async function runPort(variable: string): Promise<number> {
  process.env[variable] ??= String(await freePort());
  return Number(process.env[variable]);
}
