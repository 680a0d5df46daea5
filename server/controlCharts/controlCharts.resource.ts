// A chart's limits are set only by its establish / re-establish step, with a reason (issue 31 item 1): from its
// current points (all, or those measured since a day) or from a certificate; each time a new controlChartLimits
// version is written (who, when, why, which points) and the chart's centre and s follow it. Never recomputed from
// the newest points on their own.
import { serverResource } from '../crud/hooks.ts';
import { numbered } from '../hooks/numbering.ts';
import { badRequest } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { insert, nowIso, res, unitOf, type Row, type Unit } from '../workflow/store.ts';
import { limitsFromCertificate, limitsFromValues, type Limits } from '../../schemas/controlCharts/judge.ts';
import { KIND_UNIT, limitsRequest, type ChartKind, type LimitsRequest } from '../../schemas/controlCharts/charts.ts';
import { labTimeZone } from '../db/settings.ts';
import { fit } from './land.ts';
import { sameValue } from '../crud/codec.ts';
import { fieldLabel } from '../../schemas/core/labels.ts';
import type { RequestContext } from '../crud/context.ts';

const refuse = (ctx: RequestContext, field: string, key: string, params: Record<string, string | number> = {}) =>
  badRequest(key, params, [{ field, message: translate(ctx.lang, key, params) }]);

/** The step's data, checked whole (the certificate's three values belong together). */
function requestOf(ctx: RequestContext, data: Row): LimitsRequest {
  if (!data.source) throw refuse(ctx, 'data.source', 'validation.limitsSource');
  const parsed = limitsRequest.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw refuse(ctx, `data.${issue.path.join('.')}`, issue.message.startsWith('validation.') ? issue.message : 'validation.required');
  }
  return parsed.data;
}

/** The chart's current points to establish from: all, or those measured on or after `since` (a lab day). */
async function pointsSince(u: Unit, chartId: number, since: string | undefined) {
  const rows = await u.tx
    .selectFrom('controlPoints')
    .select(['id', 'value', 'measuredAt'])
    .where('chartId', '=', chartId)
    .where('supersededAt', 'is', null)
    .orderBy('measuredAt')
    .orderBy('id')
    .execute();
  if (!since) return rows;
  const tz = await labTimeZone(u.tx);
  const day = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date(iso));
  return rows.filter((r) => day(String(r.measuredAt)) >= since);
}

async function newLimits(u: Unit, chart: Row, req: LimitsRequest, reason: string) {
  const kind = chart.kind as ChartKind;
  let limits: Limits & { n?: number };
  let pointIds: number[] = [];
  if (req.source === 'certificate') {
    if (Number(req.coverageFactor) <= 0) throw refuse(u.ctx, 'data.coverageFactor', 'validation.positive');
    if (Number(req.expandedUncertainty) <= 0) throw refuse(u.ctx, 'data.expandedUncertainty', 'validation.positive');
    limits = limitsFromCertificate(req.certifiedValue!, req.expandedUncertainty!, req.coverageFactor!, kind);
  } else {
    const points = await pointsSince(u, chart.id as number, req.since);
    const need = Number(chart.minPoints);
    if (points.length < need) throw refuse(u.ctx, 'data.source', 'error.chartTooFewPoints', { have: points.length, need });
    const found = limitsFromValues(
      points.map((p) => String(p.value)),
      kind,
    );
    if (!found) throw refuse(u.ctx, 'data.source', 'error.chartNoSpread');
    limits = found;
    pointIds = points.map((p) => Number(p.id));
  }
  const last = await u.tx
    .selectFrom('controlChartLimits')
    .select((eb) => eb.fn.max('revision').as('r'))
    .where('chartId', '=', chart.id as number)
    .executeTakeFirst();
  const revision = Number(last?.r ?? 0) + 1;
  const opt = (v: string | null) => (v === null ? null : fit(v));
  await insert(
    u,
    'controlChartLimits',
    {
      chartId: chart.id,
      revision,
      source: req.source,
      centre: fit(limits.centre),
      sd: fit(limits.sd),
      n: limits.n ?? null,
      warnLow: opt(limits.warnLow),
      warnHigh: fit(limits.warnHigh),
      actionLow: opt(limits.actionLow),
      actionHigh: fit(limits.actionHigh),
      certifiedValue: req.certifiedValue ?? null,
      expandedUncertainty: req.expandedUncertainty ?? null,
      coverageFactor: req.coverageFactor ?? null,
      pointIds,
      reason,
      establishedBy: String(u.ctx.user?.nickname || u.ctx.user?.username || ''),
      establishedAt: nowIso(),
    },
    {},
  );
  return { limitsVersion: revision, centre: fit(limits.centre), sd: fit(limits.sd) };
}

/** What a kind with a fixed unit plots, in words (the refusal names it). */
const WHAT: Partial<Record<ChartKind, [string, string]>> = {
  calibration_check: ['校准核查标准的相对偏差', "the calibration check standard's relative deviation"],
};

/**
 * A kind that fixes its unit (a calibration check plots a relative deviation in %, server/controlCharts/record.ts):
 * none given is that unit; another is refused, naming the field.
 */
function kindUnit(data: Row, ctx: RequestContext, before?: Row): Row {
  const kind = (data.kind ?? before?.kind) as ChartKind;
  const unit = KIND_UNIT[kind];
  if (!unit) return data;
  const given = 'unit' in data ? String(data.unit ?? '').trim() : String(before?.unit ?? '').trim();
  if (!given) return { ...data, unit };
  if (given !== unit) throw refuse(ctx, 'unit', 'validation.chartKindUnit', { what: WHAT[kind]![ctx.lang === 'en' ? 1 : 0], unit });
  return data;
}

/** What a point means: once a chart has points (current or superseded), they were landed and judged as these. */
const MEANING = ['parameterId', 'kind', 'equipmentId', 'unit'] as const;

/** Refuses changing what the chart's points mean once it has any, naming each field (a new chart is made instead). */
async function keepMeaning(u: Unit, before: Row, data: Row) {
  const changed = MEANING.filter((k) => k in data && !sameValue(data[k] ?? null, before[k] ?? null));
  if (!changed.length) return;
  const any = await u.tx
    .selectFrom('controlPoints')
    .select('id')
    .where('chartId', '=', before.id as number)
    .limit(1)
    .executeTakeFirst();
  if (!any) return;
  const label = (field: string) => fieldLabel(res('controlCharts'), field, u.ctx.lang);
  const errors = changed.map((field) => ({ field, message: translate(u.ctx.lang, 'validation.chartMeaningFixed', { field: label(field) }) }));
  throw badRequest('validation.chartMeaningFixed', { field: changed.map(label).join('、') }, errors);
}

export default serverResource('controlCharts', {
  // the point count is the server's (read-only, so its declared default does not reach a create body)
  beforeCreate: [numbered('chartNo', 'KZT'), (data, { ctx }) => kindUnit({ ...data, pointCount: 0 }, ctx)],
  beforeUpdate: [
    async (data, { tx, ctx, before }) => {
      await keepMeaning(unitOf(tx, ctx), before!, data);
      return kindUnit(data, ctx, before);
    },
  ],
  beforeTransition: [
    async (name, p, { tx, ctx, before, body }) => {
      if (name !== 'establish' && name !== 'reestablish') return p;
      const u = unitOf(tx, ctx);
      const { reason, ...data } = body;
      return { ...p, ...(await newLimits(u, before!, requestOf(ctx, data), String(reason ?? '').trim())) };
    },
  ],
});
