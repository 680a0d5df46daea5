// trust-detail/{id}: the order with its contract review, workflow steps, tasks and reports; trust-list opens it.
import { useNavigate, useParams } from 'react-router-dom';
import { useFormContext } from 'react-hook-form';
import { useTranslate, useGetList, useNotify, Form, BooleanInput, NumberInput, SelectInput } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { raNameOf } from '../resources/names.ts';
import { openPath } from '../reports/paths.ts';
import { contractReview, type OrderRecord } from '../../schemas/business/orders.ts';
import { DECISION_RULES } from '../../schemas/uncertainty/decision.ts';
import { useDict, dictLabel } from '../dict/index.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { useApi, useRecord, useCan, Panel, Facts, StateChip, Steps, WfList, fmt } from './shared.tsx';
import { orderCalls, type OrderStep } from '../dataProvider/client/index.ts';
import type { StepAnswer } from '../resources/StepDialog.tsx';
import { schemaResolver, useFormWrite } from './form.tsx';
import { OrderPoints, useOrderItems } from './OrderItems.tsx';

const REVIEW_FIELDS = ['capability', 'method', 'subcontract', 'clientConsent'] as const;
const reviewLabel = (k: string) => `wf.order.${k === 'clientConsent' ? 'consent' : k === 'turnaroundDays' ? 'turnaround' : k}`;
const reviewResolver = schemaResolver(contractReview);

/**
 * The contract review (合同评审) of a submitted order: a form validated by the schema the server checks it with. It
 * starts empty until a review is saved (defaults of ✓, 10 天 and 通过 read as a review already made, and 受理 then
 * answered 须完成合同评审), and says so.
 */
function ReviewForm({ order, onSaved }: { order: OrderRecord; onSaved(): unknown }) {
  const translate = useTranslate();
  const defaults = order.review ?? {
    capability: false,
    method: false,
    subcontract: false,
    clientConsent: false,
    ...(order.decisionRule ? { decisionRule: order.decisionRule } : {}),
  };
  return (
    <Form record={defaults} resolver={reviewResolver} noValidate>
      <Typography variant="body2" color={order.review ? 'text.secondary' : 'warning.main'} data-testid="review-state" sx={{ mb: 1 }}>
        {order.review
          ? translate('wf.order.reviewSaved', { who: order.review.reviewer ?? '', at: fmt(order.review.reviewedAt) })
          : translate('wf.order.reviewUnsaved')}
      </Typography>
      <Stack direction="row" flexWrap="wrap" useFlexGap columnGap={2} alignItems="center">
        {REVIEW_FIELDS.map((k) => (
          <BooleanInput key={k} source={k} label={reviewLabel(k)} helperText={false} />
        ))}
        <NumberInput source="turnaroundDays" label="wf.order.turnaround" min={1} step={1} isRequired sx={{ width: 160 }} />
        {/* issue 33: the decision rule confirmed with the client (the order's choice offered); accept writes it to the order */}
        <SelectInput
          source="decisionRule"
          label="wf.order.decisionRule"
          sx={{ minWidth: 320 }}
          choices={DECISION_RULES.map((v) => ({ id: v, name: translate(`resources.orders.enums.decisionRule.${v}`, { _: v }) }))}
          emptyText="wf.order.ruleNotAgreed"
          translateChoice={false}
        />
        <SelectInput
          source="outcome"
          label="wf.order.outcome"
          isRequired
          sx={{ width: 160 }}
          choices={[
            { id: 'pass', name: translate('wf.order.pass') },
            { id: 'fail', name: translate('wf.order.fail') },
          ]}
          translateChoice={false}
        />
        <SaveReview order={order} onSaved={onSaved} />
      </Stack>
    </Form>
  );
}

function SaveReview({ order, onSaved }: { order: OrderRecord; onSaved(): unknown }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useApi();
  const { handleSubmit } = useFormContext();
  const write = useFormWrite((path) => translate(reviewLabel(path), { _: path }));
  return (
    <Button
      variant="outlined"
      data-testid="save-review"
      onClick={() =>
        handleSubmit(async (values) => {
          if (!(await write(() => api(orderCalls.contractReview, { id: order.id, version: order.version, ...values }, undefined, { silent: true })))) return;
          notify('wf.saved', { type: 'success' });
          await onSaved();
        })()
      }
    >
      {translate('wf.order.saveReview')}
    </Button>
  );
}

export function OrderList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const can = useCan();
  return (
    <WfList
      schemaName="orders"
      href={(r) => (r.status === 'draft' ? `/business/trust-add-one/${r.id}` : `/business/trust-detail/${r.id}`)}
      actions={
        can('order:add') ? (
          <Button size="small" data-testid="new-order" onClick={() => navigate('/business/trust-add-one')}>
            {translate('wf.order.new')}
          </Button>
        ) : undefined
      }
    />
  );
}

export default function OrderDetail() {
  const { id } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const api = useApi();
  const can = useCan();
  const [locale] = useLanguage();
  const categories = useDict('test_category');
  const label = (items: typeof categories, v: string) => {
    const i = items.find((x) => x.value === v);
    return i ? dictLabel(i, locale) : v;
  };
  const { record, refetch } = useRecord('orders', id);
  const o = record as OrderRecord | undefined;
  // the order's tasks and reports, for roles that may read them (a clerk follows the order, not its tasks)
  const { data: tasks } = useGetList(
    raNameOf('tasks'),
    { filter: { orderId: id }, pagination: { page: 1, perPage: 50 } },
    { enabled: !!id && can('task:query') },
  );
  const { data: reports } = useGetList(
    raNameOf('reports'),
    { filter: { orderId: id }, pagination: { page: 1, perPage: 50 } },
    { enabled: !!id && can('report:query') },
  );
  // the client and each point's items, standard, class and condition by name (what the quotation prints)
  const items = useOrderItems(o?.id, o?.version, locale);
  if (!o) return null;
  const step = (name: OrderStep) => (v: StepAnswer) => api(orderCalls.step(name), { id: o.id, version: o.version, ...v }, 'wf.done');
  const s = o.status as string;
  // 受理 needs a saved, passing contract review: said on the button instead of a 409 after the click
  const review = o.review;
  const acceptWhy = !review
    ? translate('wf.order.reviewFirst')
    : review.outcome !== 'pass' || !review.capability || !review.method
      ? translate('wf.order.reviewNotPassed')
      : (o.points ?? []).some((p) => p.limitStandardId) && !review.decisionRule && !o.decisionRule
        ? translate('wf.order.ruleFirst')
        : null;
  const ruleLabel = (v: string | null | undefined) =>
    v ? translate(`resources.orders.enums.decisionRule.${v}`, { _: v }) : translate('wf.order.ruleNotAgreed');
  return (
    <Box sx={{ p: 2 }} data-testid="order-detail">
      <Panel
        title={
          <>
            {o.orderNo} <StateChip schemaName="orders" value={s} />
          </>
        }
        actions={
          <Steps
            schemaName="orders"
            state={s}
            onDone={() => refetch()}
            steps={[
              {
                name: 'edit',
                label: translate('wf.order.edit'),
                perm: 'order:edit',
                show: s === 'draft',
                run: async () => navigate(`/business/trust-add-one/${o.id}`),
              },
              { name: 'submit', transition: 'submit', label: translate('wf.order.submit'), run: step('submit') },
              {
                name: 'delete',
                label: translate('wf.order.delete'),
                perm: 'order:delete',
                show: s === 'draft',
                confirm: true,
                run: async () => {
                  await api(orderCalls.remove, { ids: String(o.id) }, 'wf.done');
                  navigate('/business/trust-list');
                },
              },
              { name: 'accept', transition: 'accept', label: translate('wf.order.accept'), why: acceptWhy, run: step('accept') },
              { name: 'reject', transition: 'reject', label: translate('wf.order.reject'), run: step('reject') },
              { name: 'cancel', transition: 'cancel', label: translate('wf.order.cancel'), run: step('cancel') },
              { name: 'close', transition: 'close', label: translate('wf.order.close'), run: step('close') },
              {
                name: 'quotation',
                label: translate('wf.order.quotation'),
                perm: 'order:query',
                show: s !== 'draft',
                run: () => orderCalls.quotation(o),
              },
              {
                name: 'task',
                label: translate('wf.order.createTask'),
                perm: 'task:add',
                show: s === 'accepted' || s === 'in_progress',
                run: async () => navigate(`/business/task-create/${o.id}`),
              },
              {
                name: 'report',
                label: translate('wf.report.draft'),
                perm: 'report:add',
                show: s === 'in_progress' || s === 'reported',
                run: async () => navigate(`/lecture/lectureIndex?orderId=${o.id}`),
              },
            ]}
          />
        }
      >
        <Facts
          items={[
            [translate('wf.order.client'), <span data-testid="order-client">{items?.client.name ?? '…'}</span>],
            [translate('wf.order.contact'), [items?.client.contact, items?.client.phone].filter(Boolean).join(' · ') || '—'],
            [translate('wf.order.project'), o.projectName],
            [translate('wf.order.address'), o.projectAddress],
            [translate('wf.order.category'), label(categories, o.category)],
            [translate('wf.order.dueDate'), o.dueDate],
            [translate('wf.order.quote'), o.quoteTotal],
            [translate('wf.order.urgent'), o.urgent ? '✓' : '—'],
            [translate('wf.order.decisionRule'), <span data-testid="order-rule">{ruleLabel(o.decisionRule)}</span>],
            [translate('wf.order.uncertaintyOnReport'), o.uncertaintyOnReport ? '✓' : '—'],
          ]}
        />
      </Panel>
      <OrderPoints items={items} />
      <Panel title={translate('wf.order.review')}>
        {s === 'submitted' && can('order:review') ? (
          <ReviewForm order={o} onSaved={refetch} />
        ) : (
          <Facts
            items={
              o.review
                ? [
                    [translate('wf.order.capability'), o.review.capability ? '✓' : '✗'],
                    [translate('wf.order.method'), o.review.method ? '✓' : '✗'],
                    [translate('wf.order.subcontract'), o.review.subcontract ? '✓' : '—'],
                    [translate('wf.order.consent'), o.review.clientConsent ? '✓' : '—'],
                    [translate('wf.order.outcome'), translate(`wf.order.${o.review.outcome}`, { _: o.review.outcome })],
                    [translate('wf.order.decisionRule'), ruleLabel(o.review.decisionRule ?? o.decisionRule)],
                    [translate('wf.order.reviewRecord'), `${o.review.reviewer ?? ''} ${fmt(o.review.reviewedAt)}`],
                  ]
                : [[translate('wf.order.reviewRecord'), '—']]
            }
          />
        )}
      </Panel>
      {can('task:query') && (
        <Panel title={translate('wf.order.tasks')}>
          {(tasks ?? []).map((t) => (
            <Button key={t.id} size="small" onClick={() => navigate(`/business/task-detail/${t.id}`)}>
              {t.taskNo} · {translate(`resources.tasks.enums.status.${t.status}`, { _: t.status })}
            </Button>
          ))}
        </Panel>
      )}
      {can('report:query') && (
        <Panel title={translate('wf.order.reports')}>
          {(reports ?? []).map((r) => (
            <Button key={r.id} size="small" onClick={() => navigate(openPath(r))}>
              {r.reportNo} · {translate(`resources.reports.enums.status.${r.status}`, { _: r.status })}
            </Button>
          ))}
        </Panel>
      )}
    </Box>
  );
}
