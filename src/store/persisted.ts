// A tiny external store over one localStorage key (each setting and app-state value lives under its
// own plain key, e.g. `size` → "default"). Components read it with useSyncExternalStore.
import { useSyncExternalStore } from 'react';

export interface Persisted<T> {
  readonly key: string;
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

type Codec<T> = { parse(raw: string): T | undefined; format(value: T): string };

export const boolCodec: Codec<boolean> = {
  parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
  format: String,
};
export const oneOf = <T extends string>(values: readonly T[]): Codec<T> => ({
  parse: (raw) => ((values as readonly string[]).includes(raw) ? (raw as T) : undefined),
  format: (v) => v,
});
export const stringCodec: Codec<string> = { parse: (raw) => raw, format: (v) => v };

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode): keep values in memory
  }
}

export function persisted<T>(key: string, fallback: T, codec: Codec<T>, persist = true): Persisted<T> {
  const listeners = new Set<() => void>();
  const read = (): T => {
    const raw = persist ? storage()?.getItem(key) : null;
    return (raw != null ? codec.parse(raw) : undefined) ?? fallback;
  };
  let value = read();
  if (typeof window !== 'undefined' && persist) {
    // another tab changed the setting: follow it
    window.addEventListener('storage', (e) => {
      if (e.key !== key) return;
      value = read();
      listeners.forEach((l) => l());
    });
  }
  return {
    key,
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      if (persist) storage()?.setItem(key, codec.format(next));
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function usePersisted<T>(p: Persisted<T>): [T, (v: T) => void] {
  const value = useSyncExternalStore(p.subscribe, p.get, p.get);
  return [value, p.set];
}
