// Dashboard figures from the generic page API with filters: a count is the `total` of a one-row page.
import { useEffect, useState } from 'react';
import { resourcePage } from '../../dataProvider/client/index.ts';
import { resourceByName } from '../../../schemas/resources/index.ts';
import { hasAuth } from '../../authProvider/access.ts';
import { labDay } from '../../../schemas/core/dates.ts';
import { labTimeZone } from '../../resources/when.tsx';

export async function count(resource: string, filter: Record<string, unknown>): Promise<number> {
  const page = await resourcePage(resource, { ...filter, pageNum: 1, pageSize: 1 });
  return page?.total ?? 0;
}

/** Runs `load` once; a failure (no permission, network) leaves `null` and the card says nothing rather than break. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[] = []): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (v) => live && setValue(v),
      () => undefined,
    );
    return () => void (live = false);
  }, deps); // eslint-disable-line react-hooks/exhaustive-deps -- the caller's deps decide when to reload, as with useEffect
  return value;
}

/** The calendar day of instant `d` in the lab's time zone (a card's "today" is the lab's, not UTC's). */
export const isoDay = (d: Date): string => labDay(d, labTimeZone());
export const addDays = (d: Date, n: number): Date => new Date(d.getTime() + n * 86_400_000);

/** The last `n` months as YYYY-MM, oldest first. */
export function lastMonths(n: number, now = new Date()): string[] {
  return Array.from({ length: n }, (_, i) => {
    const [y, m] = isoDay(now).split('-').map(Number); // the lab's month, not UTC's
    const d = new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** The first and last day of a month 'YYYY-MM' (the page API's `_lte` on a day includes the whole day). */
export function monthRange(month: string): [string, string] {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`];
}

/** The chart's series: orders by creation date, samples by sampling date; only those the user may list. */
export const CHART_SERIES = [
  { schema: 'orders', field: 'createdAt', label: 'app.dashboard.orders' },
  { schema: 'samples', field: 'sampledAt', label: 'app.dashboard.samples' },
] as const;
export const chartSeries = (permissions: { roles: string[]; perms: string[] } | undefined) =>
  permissions ? CHART_SERIES.filter((s) => hasAuth(permissions, resourceByName.get(s.schema)!.access.list)) : [];
