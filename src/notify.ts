// Toasts and notices from outside React (the HTTP client). <NotifyBridge/> (layout/NotifyBridge.tsx) connects
// this to react-admin's notifier; tests subscribe directly. Messages are i18n keys or server text.
import { TIMING } from './settings.ts';

export type NoticeType = 'info' | 'success' | 'warning' | 'error';
export interface Notice {
  message: string;
  type: NoticeType;
  /** a notice with a title is a "notification" (4500 ms); without one a "message" toast (3000 ms) */
  title?: string;
  duration: number;
  args?: Record<string, unknown>;
}

type Listener = (n: Notice) => void;
const listeners = new Set<Listener>();
const pending: Notice[] = [];

export function onNotice(l: Listener): () => void {
  listeners.add(l);
  // a notice raised before the UI mounted is shown as soon as someone listens
  pending.splice(0).forEach(l);
  return () => listeners.delete(l);
}

function emit(n: Notice): void {
  if (listeners.size === 0) pending.push(n);
  listeners.forEach((l) => l(n));
}

/** A short message toast (3000 ms). */
export function toast(message: string, type: NoticeType = 'info', args?: Record<string, unknown>): void {
  emit({ message, type, duration: TIMING.toastMs, args });
}

/** A titled notification (4500 ms). */
export function notice(title: string, message: string, type: NoticeType = 'info'): void {
  emit({ title, message, type, duration: TIMING.notificationMs });
}
