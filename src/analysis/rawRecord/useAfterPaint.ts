// A value that follows another one frame later: the new value is handed on in the first task after the next paint.
// useDeferredValue alone starts its render as soon as the urgent one commits, and the engine's evaluation inside it
// (one block React cannot interrupt: 69 ms for an instrument run of 12,500 rows) then often ran before the browser
// painted the typed character (grid bench, instrument case: typed value p95 54–71 ms, of which the frame waited on
// the evaluation). Handed on after the paint, the keystroke's frame carries only the typed row.
import { startTransition, useEffect, useState } from 'react';

const nextFrame = (run: () => void): (() => void) => {
  // jsdom (the UI unit tests) may have no requestAnimationFrame: a timer stands in
  if (typeof requestAnimationFrame !== 'function') {
    const t = setTimeout(run, 0);
    return () => clearTimeout(t);
  }
  let t: ReturnType<typeof setTimeout> | undefined;
  const f = requestAnimationFrame(() => {
    t = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(f);
    clearTimeout(t);
  };
};

export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    return nextFrame(() => startTransition(() => setShown(value)));
  }, [value, shown]);
  return shown;
}
