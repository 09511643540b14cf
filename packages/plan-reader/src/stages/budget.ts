/**
 * A page's time budget, counted in this process's CPU time (every thread: tesseract's worker and the
 * ONNX runtime run in it), not on the wall clock: on a loaded machine the wall clock runs several
 * times faster than the reading, and a page must read the same there as on an idle one. The optional
 * stages (more OCR passes, close readings, drawings) run only while their share of the budget is
 * left, so that a page answers with what it has read instead of running into the caller's time limit.
 */
export class Budget {
  readonly #start: NodeJS.CpuUsage;
  readonly #marks: { stage: string; cpuMs: number }[] = [];
  #last = 0;

  constructor(
    /** CPU milliseconds the page may take. */
    readonly cpuMs: number,
    private readonly onMark?: (stage: string, cpuMs: number) => void,
    private readonly clock: (since?: NodeJS.CpuUsage) => NodeJS.CpuUsage = process.cpuUsage,
  ) {
    this.#start = clock();
  }

  /** CPU milliseconds spent since the page started. */
  spentMs(): number {
    const { user, system } = this.clock(this.#start);
    return (user + system) / 1000;
  }

  /** Whether a stage that may run until `share` of the budget is spent can start now. */
  allows(share: number): boolean {
    return this.spentMs() < share * this.cpuMs;
  }

  /** Notes the end of a stage: its CPU time since the previous mark (for the bench's trace). */
  mark(stage: string): void {
    const now = this.spentMs();
    const cpuMs = Math.round(now - this.#last);
    this.#marks.push({ stage, cpuMs });
    this.#last = now;
    this.onMark?.(stage, cpuMs);
  }

  /** Each stage's CPU time, in the order they ran; a stage skipped for time has none. */
  get marks(): readonly { stage: string; cpuMs: number }[] {
    return this.#marks;
  }
}
