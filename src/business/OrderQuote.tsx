// The order's quote, live: each test item × the samples of its point (days × times per day) × the discount, computed
// by schemas' quoteOf (decimal) from what the form holds now; the server stores the same figure on saving.
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslate, useGetList } from 'react-admin';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import Decimal from 'decimal.js';
import { orders, orderPoint, quoteOf, samplesOf, type OrderPoint } from '../../schemas/business/orders.ts';
import type { parameters } from '../../schemas/catalogue/parameters.ts';
import { raNameOf } from '../resources/names.ts';
import { Panel } from './shared.tsx';

/** A parameter of the catalogue as the API answers it. */
export type Parameter = z.output<z.ZodObject<typeof parameters.fields>> & { id: number };

/** The parameter catalogue (name, method, matrix, price) the wizard chooses from and prices with. */
export function useParameters() {
  const { data } = useGetList<Parameter>(raNameOf('parameters'), { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' } });
  return data ?? [];
}

export function QuotePanel() {
  const translate = useTranslate();
  const params = useParameters();
  // a point's frequency as the schema reads it (whole, 1…366 days, 1…48 a day): −1 days is not counted as 1 sample
  // (nor 2), it is left out of the quote and named, as saving would refuse it
  const rows = ((useWatch({ name: 'points' }) ?? []) as Array<Partial<OrderPoint>>).map((p, i) => {
    const days = orderPoint.shape.days.safeParse(p.days ?? undefined);
    const times = orderPoint.shape.timesPerDay.safeParse(p.timesPerDay ?? undefined);
    return {
      n: i + 1,
      ok: days.success && times.success,
      name: p.name ?? '',
      days: days.data ?? 1,
      timesPerDay: times.data ?? 1,
      parameterIds: (p.parameterIds ?? []).map(Number),
    };
  });
  const points = rows.filter((r) => r.ok);
  const invalid = rows.filter((r) => !r.ok).map((r) => r.n);
  const discount = useWatch({ name: 'discount' }) as string | undefined;
  const byId = new Map(params.map((p) => [p.id, p]));
  const discountOk = orders.fields.discount.safeParse(discount ?? '1').success;
  const { gross, total } = quoteOf(points, (id) => byId.get(id)?.price, discountOk ? String(discount ?? '1') : '1');
  const complete = discountOk && !invalid.length;
  const lines = points.flatMap((p) =>
    p.parameterIds.map((pid) => {
      const par = byId.get(pid);
      const count = samplesOf(p);
      return {
        point: p.name,
        name: par?.name ?? `#${pid}`,
        method: par?.methodNo ?? '',
        price: par?.price ?? '0',
        count,
        subtotal: new Decimal(par?.price ?? '0').mul(count).toFixed(2),
      };
    }),
  );
  const samples = points.reduce((n, p) => n + samplesOf(p), 0);
  return (
    <Panel title={translate('wf.order.quote')}>
      <Stack spacing={1}>
        <Typography data-testid="quote-summary">
          {translate('wf.order.summary', { points: points.length, samples, tests: lines.reduce((n, l) => n + l.count, 0) })}
        </Typography>
        {invalid.map((n) => (
          <Typography key={n} color="error" variant="body2" data-testid="quote-invalid">
            {translate('wf.order.badFrequency', { n })}
          </Typography>
        ))}
        <Table size="small" data-testid="quote-lines" sx={{ maxWidth: 900 }}>
          <TableHead>
            <TableRow>
              {['point', 'param', 'method', 'price', 'count', 'subtotal'].map((k) => (
                <TableCell key={k}>{translate(`wf.order.quoteLine.${k}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((l, i) => (
              <TableRow key={i}>
                <TableCell>{l.point}</TableCell>
                <TableCell>{l.name}</TableCell>
                <TableCell>{l.method}</TableCell>
                <TableCell>{l.price}</TableCell>
                <TableCell>{l.count}</TableCell>
                <TableCell>{l.subtotal}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={5}>{translate('wf.order.quoteLine.gross')}</TableCell>
              <TableCell data-testid="quote-gross">{gross}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
        <Typography variant="subtitle1" data-testid="quote">
          {translate('wf.order.quoteIs', { total: complete ? total : '—' })}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('wf.order.quoteLive')}
        </Typography>
      </Stack>
    </Panel>
  );
}
