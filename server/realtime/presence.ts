// Who is online, across all instances: each instance announces its users when they come and go
// (deltas), a full snapshot on start / on request / every minute, and "gone" on shutdown. An instance
// that died without saying so is forgotten after three missed snapshots.
import type { Bus, BusMessage } from './bus.ts';

export interface PresenceOptions {
  snapshotEveryMs?: number;
  /** Count changes are announced at most this often (a login storm gives one message, not thousands). */
  coalesceMs?: number;
}

export class Presence {
  private readonly local = new Map<number, number>(); // userId → open sessions here
  private readonly remote = new Map<string, { users: Set<number>; seen: number }>();
  private lastAnnounced = -1;
  private announceTimer: NodeJS.Timeout | null = null;
  private readonly snapshotTimer: NodeJS.Timeout;
  private readonly snapshotEveryMs: number;
  private readonly coalesceMs: number;

  constructor(
    private readonly instance: string,
    private readonly bus: Bus,
    private readonly onCountChange: (count: number) => void,
    private readonly onError: (error: unknown) => void,
    options: PresenceOptions = {},
  ) {
    this.snapshotEveryMs = options.snapshotEveryMs ?? 60_000;
    this.coalesceMs = options.coalesceMs ?? 100;
    this.snapshotTimer = setInterval(() => this.tick(), this.snapshotEveryMs);
    this.snapshotTimer.unref();
  }

  start(): Promise<void> {
    return this.bus.publish({ kind: 'presence', instance: this.instance, users: this.localUsers(), askOthers: true });
  }

  async stop(): Promise<void> {
    clearInterval(this.snapshotTimer);
    if (this.announceTimer) clearTimeout(this.announceTimer);
    await this.bus.publish({ kind: 'presence', instance: this.instance, users: null });
  }

  count(): number {
    const users = new Set(this.local.keys());
    for (const entry of this.remote.values()) for (const id of entry.users) users.add(id);
    return users.size;
  }

  sessionOpened(userId: number): void {
    const n = (this.local.get(userId) ?? 0) + 1;
    this.local.set(userId, n);
    if (n === 1) this.delta(userId, true);
  }

  sessionClosed(userId: number): void {
    const n = (this.local.get(userId) ?? 1) - 1;
    if (n > 0) return void this.local.set(userId, n);
    this.local.delete(userId);
    this.delta(userId, false);
  }

  receive(message: BusMessage): void {
    if (message.kind !== 'presence' && message.kind !== 'presence-delta') return;
    if (message.instance === this.instance) return; // our own state is known first-hand
    if (message.kind === 'presence') {
      if (message.users === null) this.remote.delete(message.instance);
      else this.remote.set(message.instance, { users: new Set(message.users), seen: Date.now() });
      if (message.askOthers) this.publish({ kind: 'presence', instance: this.instance, users: this.localUsers() });
    } else {
      const entry = this.remote.get(message.instance) ?? { users: new Set<number>(), seen: Date.now() };
      this.remote.set(message.instance, entry);
      if (message.online) entry.users.add(message.userId);
      else entry.users.delete(message.userId);
    }
    this.changed();
  }

  private delta(userId: number, online: boolean): void {
    this.publish({ kind: 'presence-delta', instance: this.instance, userId, online });
    this.changed();
  }

  private tick(): void {
    this.publish({ kind: 'presence', instance: this.instance, users: this.localUsers() });
    const stale = Date.now() - 3 * this.snapshotEveryMs;
    for (const [instance, entry] of this.remote) if (entry.seen < stale) this.remote.delete(instance);
    this.changed();
  }

  private changed(): void {
    if (this.announceTimer) return;
    this.announceTimer = setTimeout(() => {
      this.announceTimer = null;
      const count = this.count();
      if (count === this.lastAnnounced) return;
      this.lastAnnounced = count;
      this.onCountChange(count);
    }, this.coalesceMs);
    this.announceTimer.unref();
  }

  private localUsers(): number[] {
    return [...this.local.keys()];
  }

  private publish(message: BusMessage): void {
    this.bus.publish(message).catch(this.onError);
  }
}
