// Dashboard figures from the generic page API with filters: a count is the `total` of a one-row page.
import { useEffect, useState } from 'react';
import { request } from '../../dataProvider/http.ts';

export async function count(resource: string, filter: Record<string, unknown>): Promise<number> {
  const page = await request<{ total: number }>({ url: `api/v1/${resource}/page`, params: { ...filter, pageNum: 1, pageSize: 1 }, silent: true });
  return page?.total ?? 0;
}

export async function rows<T>(resource: string, filter: Record<string, unknown>, pageSize = 500): Promise<T[]> {
  const page = await request<{ list: T[] }>({ url: `api/v1/${resource}/page`, params: { ...filter, pageNum: 1, pageSize }, silent: true });
  return page?.list ?? [];
}

/** Runs `load` once; a failure (no permission, network) leaves `null` and the card says nothing rather than break. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[] = []): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    load().then((v) => live && setValue(v), () => undefined);
    return () => void (live = false);
  }, deps); // eslint-disable-line react-hooks/exhaustive-deps
  return value;
}

export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
export const addDays = (d: Date, n: number): Date => new Date(d.getTime() + n * 86_400_000);

/** The last `n` months as YYYY-MM, oldest first. */
export function lastMonths(n: number, now = new Date()): string[] {
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (n - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

export function perMonth(dates: (string | null | undefined)[], months: string[]): number[] {
  const counts = new Map(months.map((m) => [m, 0]));
  for (const d of dates) {
    const m = d?.slice(0, 7);
    if (m && counts.has(m)) counts.set(m, counts.get(m)! + 1);
  }
  return months.map((m) => counts.get(m)!);
}
