// The sessions of this instance and their subscriptions, and delivery of a message to them.
import { escapeHeader } from './frame.ts';
import type { Session, Subscription } from './session.ts';

export class Hub {
  readonly sessions = new Set<Session>();
  private readonly byUser = new Map<number, Set<Session>>();
  private readonly byTopic = new Map<string, Set<Subscription>>();
  private subscriptionCount = 0;

  add(session: Session): void {
    this.sessions.add(session);
    const userId = session.user!.userId;
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(session);
  }

  remove(session: Session): void {
    this.sessions.delete(session);
    const set = this.byUser.get(session.user!.userId);
    set?.delete(session);
    if (set?.size === 0) this.byUser.delete(session.user!.userId);
  }

  subscribe(sub: Subscription): void {
    this.subscriptionCount++;
    if (!sub.destination.startsWith('/topic/')) return; // user destinations are found through the user
    let set = this.byTopic.get(sub.destination);
    if (!set) this.byTopic.set(sub.destination, (set = new Set()));
    set.add(sub);
  }

  unsubscribe(sub: Subscription): void {
    this.subscriptionCount--;
    const set = this.byTopic.get(sub.destination);
    set?.delete(sub);
    if (set?.size === 0) this.byTopic.delete(sub.destination);
  }

  deliverTopic(destination: string, body: string, contentType: string): void {
    const subs = this.byTopic.get(destination);
    if (!subs) return;
    const [prefix, bytes] = messageParts(destination, body, contentType);
    for (const sub of [...subs]) sub.session.sendMessage(sub, prefix, bytes);
  }

  /** Delivers to every subscription of `destination` (a /user/queue/... name) held by the user's sessions. */
  deliverUser(userId: number, destination: string, body: string, contentType: string): void {
    const sessions = this.byUser.get(userId);
    if (!sessions) return;
    const [prefix, bytes] = messageParts(destination, body, contentType);
    for (const session of [...sessions]) {
      for (const sub of session.subscriptions.values()) {
        if (sub.destination === destination) session.sendMessage(sub, prefix, bytes);
      }
    }
  }

  userSessions(userId: number): Session[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  stats(): { sessions: number; subscriptions: number } {
    return { sessions: this.sessions.size, subscriptions: this.subscriptionCount };
  }
}

/** The shared head of a MESSAGE frame (each subscriber adds subscription and message-id) and the body. */
export function messageParts(destination: string, body: string, contentType: string): [Buffer, Buffer] {
  const bytes = Buffer.from(body, 'utf8');
  const head = `MESSAGE\ndestination:${escapeHeader(destination)}\ncontent-type:${escapeHeader(contentType)}\n` + `content-length:${bytes.length}\n`;
  return [Buffer.from(head, 'utf8'), bytes];
}
