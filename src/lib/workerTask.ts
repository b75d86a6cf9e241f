/**
 * Runs one task at a time in a Web Worker with a time limit. A task that overruns, or that a
 * newer task replaces, is stopped by terminating the worker: that is the only way to stop a
 * busy script, and it is what keeps the page responsive whatever the input.
 */
export class WorkerTimeoutError extends Error {
  constructor() {
    super('The task took too long and was stopped');
    this.name = 'WorkerTimeoutError';
  }
}

/** The task was replaced by a newer one or cancelled; callers simply ignore it. */
export class WorkerCancelledError extends Error {
  constructor() {
    super('The task was cancelled');
    this.name = 'WorkerCancelledError';
  }
}

/** The part of Worker this runner uses, so tests can pass a fake. */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

interface Pending {
  id: number;
  onProgress?: (message: unknown) => void;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
  timer: ReturnType<typeof setTimeout>;
}

export class WorkerTaskRunner<Request extends object, Response> {
  private worker: WorkerLike | null = null;
  private pending: Pending | null = null;
  private nextId = 1;

  constructor(private readonly createWorker: () => WorkerLike) {}

  /**
   * Runs a task. The worker answers with a message carrying the task's `id`; messages with
   * `progress: true` before that (a first part of the result) go to `onProgress`.
   */
  run(
    request: Request,
    timeLimitMs: number,
    onProgress?: (message: unknown) => void,
  ): Promise<Response> {
    this.cancel();
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.stopWorker();
        this.settle(id)?.reject(new WorkerTimeoutError());
      }, timeLimitMs);
      this.pending = {
        id,
        onProgress,
        resolve: resolve as (value: unknown) => void,
        reject,
        timer,
      };
      worker.postMessage({ ...request, id });
    });
  }

  /** Starts the worker ahead of the first task, so its script loads while other work runs. */
  prepare(): void {
    this.ensureWorker();
  }

  /** Stops the running task, if any. */
  cancel(): void {
    if (!this.pending) return;
    this.stopWorker();
    this.settle(this.pending.id)?.reject(new WorkerCancelledError());
  }

  dispose(): void {
    this.cancel();
    this.stopWorker();
  }

  private ensureWorker(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    worker.onmessage = (event: MessageEvent) => {
      const data = event.data as { id?: number; progress?: boolean };
      if (typeof data.id !== 'number') return;
      if (data.progress === true) {
        if (this.pending?.id === data.id) this.pending.onProgress?.(data);
      } else this.settle(data.id)?.resolve(data);
    };
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      this.stopWorker();
      const pending = this.pending;
      if (pending) this.settle(pending.id)?.reject(new Error(event.message || 'Worker failed'));
    };
    this.worker = worker;
    return worker;
  }

  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  private settle(id: number): Pending | null {
    const pending = this.pending;
    if (!pending || pending.id !== id) return null;
    clearTimeout(pending.timer);
    this.pending = null;
    return pending;
  }
}
