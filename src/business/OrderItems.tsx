// What an order asks for, by name: its client, and per sampling point the frequency, the test items with their
// method, and the applicable standard, class and condition (一般限值 when none narrows the class). Read from
// order/items, the same answer the quotation PDF prints, so the screen and the paper agree.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OrderItems } from '../../schemas/business/orderItems.ts';
import type { ScopeState } from '../../schemas/methods/scopeState.ts';
import type { OrderRecord } from '../../schemas/business/orders.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { Panel } from './shared.tsx';
import { workflowReads } from '../dataProvider/client/index.ts';

/** The order's items in the screen's language; reloaded when the order's version changes. */
export function useOrderItems(id: number | undefined, version: number | undefined, lang: string) {
  const [items, setItems] = useState<OrderItems>();
  useEffect(() => {
    if (!id) return;
    let live = true;
    workflowReads
      .orderItems(id)
      .then((d) => live && setItems(d))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id, version, lang]);
  return items;
}

const SCOPE_COLOR = { in_scope: 'success', outside: 'warning', subcontracted: 'info' } as const;

/** The contract review's answer for one item (issue 32): in scope, outside scope or subcontracted, with what it rests on. */
function ScopeChip({ scope }: { scope: ScopeState | undefined }) {
  const translate = useTranslate();
  if (!scope) return null;
  const why =
    scope.state === 'subcontracted' && scope.subcontractor
      ? translate('wf.order.scope.sub', scope.subcontractor)
      : scope.state === 'in_scope'
        ? translate('wf.order.scope.line', { lineNo: scope.lineNo ?? '—', certificateNo: scope.certificateNo ?? '—' })
        : undefined;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={SCOPE_COLOR[scope.state]}
      data-testid="item-scope"
      data-state={scope.state}
      label={
        scope.state === 'subcontracted' && scope.subcontractor
          ? `${translate('wf.order.scope.subcontracted')} · ${scope.subcontractor.name}`
          : translate(`wf.order.scope.${scope.state}`)
      }
      title={why}
      sx={{ ml: 0.5, height: 20 }}
    />
  );
}

export function OrderPoints({ items }: { items: OrderItems | undefined }) {
  const translate = useTranslate();
  return (
    <Panel title={translate('wf.order.points')}>
      <Table size="small" data-testid="order-points" sx={{ '& td': { verticalAlign: 'top' } }}>
        <TableHead>
          <TableRow>
            {['point', 'matrix', 'frequency', 'params', 'standard', 'standardClass', 'standardCondition'].map((k) => (
              <TableCell key={k}>{translate(`wf.order.${k}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(items?.points ?? []).map((p, i) => (
            <TableRow key={i} data-point={i}>
              <TableCell>{p.name}</TableCell>
              <TableCell>{p.matrix}</TableCell>
              <TableCell>{translate('wf.order.frequencyIs', { days: p.days, times: p.timesPerDay, samples: p.samples })}</TableCell>
              <TableCell data-testid="point-items">
                {p.items.map((x) => (
                  <Typography key={x.parameterId} variant="body2" component="div" title={x.methodTitle}>
                    {x.name} · {x.methodNo} <ScopeChip scope={x.scope} />
                  </Typography>
                ))}
              </TableCell>
              <TableCell data-testid="point-standard">{p.standard ?? translate('wf.order.noStandard')}</TableCell>
              <TableCell data-testid="point-class">{p.standardClass ?? '—'}</TableCell>
              <TableCell data-testid="point-condition">{p.condition ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Panel>
  );
}

/** The wizard of an order that is no longer a draft: why it cannot be changed, and what it asks for. */
export function ReadOnlyOrder({ order }: { order: Partial<OrderRecord> }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [locale] = useLanguage();
  const items = useOrderItems(order.id, order.version, locale);
  const state = translate(`resources.orders.enums.status.${order.status}`, { _: String(order.status) });
  return (
    <Box sx={{ p: 2 }} data-testid="order-wizard">
      <Alert
        severity="info"
        data-testid="order-readonly"
        sx={{ mb: 2 }}
        action={
          <Button size="small" onClick={() => navigate(`/business/trust-detail/${order.id}`)}>
            {translate('wf.open')}
          </Button>
        }
      >
        {order.orderNo} · {translate('wf.order.readOnly', { state })}
      </Alert>
      <OrderPoints items={items} />
    </Box>
  );
}
