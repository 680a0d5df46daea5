// Debounced draft autosave: a pause in typing saves the record; edits made while a save is in flight are saved
// right after it (never two saves at once, never a lost edit); `flush` saves now (before submitting).
import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveStatus = { kind: 'idle' } | { kind: 'dirty' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed'; message: string };

export function useAutosave(edits: number, save: () => Promise<unknown>, enabled: boolean, delayMs = 1200) {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const saveRef = useRef(save);
  saveRef.current = save;
  const inFlight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const savedEdits = useRef(edits);
  const editsRef = useRef(edits);
  editsRef.current = edits;

  const run = useCallback(async (): Promise<void> => {
    if (inFlight.current) {
      again.current = true;
      return inFlight.current;
    }
    const at = editsRef.current;
    setStatus({ kind: 'saving' });
    const p = saveRef.current().then(
      () => {
        savedEdits.current = at;
        setStatus(editsRef.current === at ? { kind: 'saved', at: new Date() } : { kind: 'dirty' });
      },
      (e: unknown) => {
        setStatus({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
        throw e;
      },
    );
    inFlight.current = p
      .finally(() => {
        inFlight.current = null;
      })
      .catch(() => undefined);
    try {
      await p;
    } finally {
      if (again.current) {
        again.current = false;
        if (editsRef.current !== savedEdits.current) await run();
      }
    }
  }, []);

  useEffect(() => {
    if (!enabled || edits === 0 || edits === savedEdits.current) return;
    setStatus({ kind: 'dirty' });
    const timer = setTimeout(() => void run().catch(() => undefined), delayMs);
    return () => clearTimeout(timer);
  }, [edits, enabled, delayMs, run]);

  // leaving the screen with unsaved edits: save them
  useEffect(
    () => () => {
      if (enabled && editsRef.current !== savedEdits.current) void run().catch(() => undefined);
    },
    [enabled, run],
  );

  /** Saves now, whatever the timer says; rejects when the save fails. */
  const flush = useCallback(async () => {
    if (inFlight.current) await inFlight.current;
    await run();
  }, [run]);

  return { status, flush };
}
