import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * bcrypt off the main thread. bcryptjs computes in JavaScript: on the main thread even its
 * async form blocks the event loop for ~100 ms slices, so a flood of wrong-password sign-ins
 * would hold every other request. Here a few worker threads (one fewer than the cores, at
 * least one) take the jobs in turn; extra jobs wait in a queue, which also bounds how much
 * CPU hashing can take from the database. Workers are unref'd: they never keep the process up.
 */
type Job =
  | { kind: 'hash'; password: string; cost: number }
  | { kind: 'compare'; password: string; hash: string };

interface Pending {
  job: Job;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

// CommonJS, so that the worker needs no TypeScript loader (it runs under tsx and vitest alike).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', (job) => {
  try {
    const result = job.kind === 'hash'
      ? bcrypt.hashSync(job.password, job.cost)
      : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ ok: true, result });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: String(error && error.message || error) });
  }
});
`;

class HashPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Pending[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly bcryptPath = createRequire(import.meta.url).resolve('bcryptjs');

  constructor(private readonly size: number) {}

  run(job: Job): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? this.spawn();
      if (!worker) return;
      const pending = this.queue.shift() as Pending;
      this.busy.set(worker, pending);
      worker.postMessage(pending.job);
    }
  }

  private spawn(): Worker | undefined {
    if (this.busy.size + this.idle.length >= this.size) return undefined;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bcryptPath: this.bcryptPath },
    });
    worker.on('message', (reply: { ok: boolean; result?: string | boolean; message?: string }) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      this.idle.push(worker);
      if (reply.ok) pending?.resolve(reply.result as string | boolean);
      else pending?.reject(new Error(reply.message));
      this.dispatch();
    });
    worker.on('error', (error) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      pending?.reject(error);
      this.dispatch();
    });
    // After the listeners: adding a 'message' listener refs the worker's port again, and a
    // ref'd port kept any script that signed someone up from ever exiting.
    worker.unref();
    return worker;
  }
}

let pool: HashPool | undefined;

function sharedPool(): HashPool {
  pool ??= new HashPool(Math.max(1, Math.min(4, availableParallelism() - 1)));
  return pool;
}

export async function hashInPool(password: string, cost: number): Promise<string> {
  return String(await sharedPool().run({ kind: 'hash', password, cost }));
}

export async function compareInPool(password: string, hash: string): Promise<boolean> {
  return (await sharedPool().run({ kind: 'compare', password, hash })) === true;
}
