// The worker side of call-in-worker.ts: import a TypeScript module of this repository, make the calls to
// its exports, and post the results back.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const module = await tsImport(workerData.module, import.meta.url);
parentPort.postMessage(workerData.calls.map(([name, ...args]) => module[name](...args)));
