import { jobsBusy } from './job-queue.ts';

/**
 * A bounded queue of work in this process (password hashing): `capacity` jobs run at once, at most `maxWaiting`
 * wait, and one user has at most one job in flight — one account cannot hold every slot, and a
 * burst is refused at once (503) instead of piling files up in memory.
 */
export class JobSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly users = new Set<string>();

  constructor(
    private readonly capacity: number,
    private readonly maxWaiting: number,
    /** The error of a full queue (the plan jobs' 503 by default). */
    private readonly busy: () => Error = jobsBusy,
  ) {}

  /** Jobs running and waiting now (tests and metrics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Runs `job` when a slot is free; throws the 503 AppError when the queue is full, or when `userId`
   * (null: no per-user rule, e.g. the preview of an upload) already has a job in flight.
   */
  async run<T>(userId: string | null, job: () => Promise<T>): Promise<T> {
    if (userId !== null && this.users.has(userId)) throw this.busy();
    if (this.running >= this.capacity && this.waiting.length >= this.maxWaiting) throw this.busy();
    if (userId !== null) this.users.add(userId);
    try {
      if (this.running >= this.capacity) await new Promise<void>((resolve) => this.waiting.push(resolve));
      this.running += 1;
      try {
        return await job();
      } finally {
        this.running -= 1;
        this.waiting.shift()?.();
      }
    } finally {
      if (userId !== null) this.users.delete(userId);
    }
  }
}
