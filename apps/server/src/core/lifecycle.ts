/**
 * Where a node is in its life: serving, or draining before it stops. `/ready` answers 503 as soon
 * as draining starts, so a load balancer stops sending new work while the node finishes what it has.
 */
export class Lifecycle {
  private drainingSince: Date | undefined;
  private readonly listeners: (() => Promise<void> | void)[] = [];

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  /** Runs when draining starts (the job worker stops claiming jobs then, not after the last request). */
  onDrain(listener: () => Promise<void> | void): void {
    this.listeners.push(listener);
  }

  /** Starts draining; a second call (a second signal) does nothing. */
  async drain(): Promise<void> {
    if (this.drainingSince) return;
    this.drainingSince = new Date();
    await Promise.all(this.listeners.map(async (listener) => listener()));
  }
}
