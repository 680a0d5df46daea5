// The top progress bar of a navigation (speed 500, trickle 200, minimum 0.3, no spinner): a fixed
// bar that trickles towards the end while a navigation runs and completes when it ends. Written here, small.
import { TIMING } from '../settings.ts';

const { speed, trickleSpeed, minimum } = TIMING.progress;
let status: number | null = null;
let bar: HTMLDivElement | null = null;
let trickle: ReturnType<typeof setInterval> | null = null;
let hideTimer: ReturnType<typeof setTimeout> | null = null;

function element(): HTMLDivElement {
  if (bar && bar.isConnected) return bar;
  bar = document.createElement('div');
  bar.id = 'nprogress';
  bar.setAttribute('role', 'progressbar');
  Object.assign(bar.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    height: '2px',
    width: '100%',
    zIndex: '10000',
    pointerEvents: 'none',
    background: 'var(--el-color-primary, #4080FF)',
    transformOrigin: 'left',
    transition: `transform ${speed}ms ease, opacity ${speed}ms linear`,
  });
  document.body.appendChild(bar);
  return bar;
}

function set(n: number): void {
  status = Math.min(Math.max(n, minimum), 1);
  const el = element();
  el.style.opacity = '1';
  el.style.transform = `scaleX(${status})`;
}

/** The trickle increment: large early, smaller as the bar fills (never reaching the end on its own). */
export function increment(n: number): number {
  if (n >= 1) return 1;
  const step = n < 0.2 ? 0.1 : n < 0.5 ? 0.04 : n < 0.8 ? 0.02 : n < 0.99 ? 0.005 : 0;
  return Math.min(n + step, 0.994);
}

export const progress = {
  get status(): number | null {
    return status;
  },
  start(): void {
    if (hideTimer) clearTimeout(hideTimer);
    hideTimer = null;
    // a navigation that starts while the last one's full bar fades starts over from the minimum
    if (status === null || status >= 1) set(0);
    if (!trickle) trickle = setInterval(() => status !== null && set(increment(status)), trickleSpeed);
  },
  done(): void {
    if (status === null) return;
    if (trickle) clearInterval(trickle);
    trickle = null;
    set(1);
    hideTimer = setTimeout(() => {
      if (bar) bar.style.opacity = '0';
      hideTimer = setTimeout(() => {
        status = null;
        bar?.remove();
        bar = null;
      }, speed);
    }, speed);
  },
};
