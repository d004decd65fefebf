// The job thread's entry when the server runs from its TypeScript sources (`npm run dev`, tests, benches): a worker
// does not inherit tsx from the thread that starts it, so it loads src/job-thread.ts through tsx itself.
import { tsImport } from 'tsx/esm/api';

await tsImport('./job-thread.ts', import.meta.url);
