import { calcMessages } from '../../schemas/templates/messages.ts';
import type { TimeRow } from '../../schemas/reports/timeRow.ts';
import { fieldSamplesOf, groupRows } from '../../schemas/reports/reportGroups.ts';
import { formatWhen } from '../../schemas/format/when.ts';
import { templateById } from '../../schemas/templates/index.ts';
import { judgeLimit, limitRuleOf } from '../../schemas/templates/limit.ts';
import type { DecisionRule } from '../../schemas/templates/types.ts';
import type { ReportDocument, ReportRow } from './pdf.ts';
import { guardRefused } from '../business/orders.ts';
import { load, findBy, findIn, ids, type Row, type Unit } from '../workflow/store.ts';
import {
  factor,
  inUnit,
  judgeLibrary,
  libraryLimits,
  libraryRuleOf,
  standardLines,
  underRule,
  type RuleVerdict,
  type StandardsUsed,
} from '../standards/judge.ts';
import { measuredValueOf, showUncertainty, uncertaintiesFor, type UncertaintyUsed } from './uncertaintyUsed.ts';
import { Dec } from '../../schemas/calc/decimal.ts';
import { parseLimit } from '../../schemas/templates/limit.ts';
import type { DecisionRuleName } from '../../schemas/uncertainty/decision.ts';
import { labTimeZone, settingOf } from '../db/settings.ts';
import { sheetTemplate, type LimsParameter } from '../analysis/templates.ts';
import { stateLines } from '../../schemas/templates/manifest/airState.ts';
import { qcStateOf } from '../business/qcDecisions.ts';
import { scopeResolver } from '../methods/scopeOf.ts';
import { withVerifiedMdl } from '../methods/verifiedMdl.ts';
import { cmaMarkOf } from '../../schemas/methods/scopeState.ts';
import { labDay } from '../../schemas/core/dates.ts';
import type { OrderPoint } from '../../schemas/business/orders.ts';

type Param = {
  id: number;
  name: string;
  unit: string;
  methodNo: string;
  methodTitle: string | null;
  mdl: string;
  matrix: string;
  decimals?: number;
  templateId?: string | null;
};

/** The instrument files and lines behind one sample × parameter of a raw record (rows of a multi-element template by its code). */
function instrumentSources(recRows: Row[], sampleNo: string, param: Param): NonNullable<ReportRow['sources']> {
  const code = param.templateId ? sheetTemplate(param.templateId, [param as unknown as LimsParameter]).toTemplate.get(param.id) : undefined;
  const out = new Map<string, { sha256: string; fileName: string; line: number }>();
  for (const r of recRows) {
    if (r.sampleId !== sampleNo || (r.parameter !== undefined && code !== undefined && r.parameter !== code)) continue;
    for (const s of Object.values((r.sources ?? {}) as Record<string, { sha256: string; fileName: string; line: number }>))
      out.set(`${s.sha256}/${s.line}`, { sha256: s.sha256, fileName: s.fileName, line: s.line });
  }
  return [...out.values()];
}

/** The results a report includes: each chosen sample × chosen parameter the sample was tested for. */
export async function includedResults(u: Unit, report: Row) {
  const samples = await findIn(u, 'samples', ids(report.sampleIds));
  const pids = ids(report.parameterIds);
  // the lab's verified MDL where the raw record would use it (a row not yet measured prints the limit it will be measured against)
  const params = await withVerifiedMdl(
    u,
    (pids.length ? await u.tx.selectFrom('parameters').selectAll().where('id', 'in', pids).orderBy('id').execute() : []) as unknown as Param[],
  );
  const sids = samples.map((s) => s.id as number);
  const results =
    sids.length && pids.length
      ? await u.tx.selectFrom('results').selectAll().where('sampleId', 'in', sids).where('parameterId', 'in', pids).orderBy('id').execute()
      : [];
  const pairs: Array<{ sample: Row; param: Param; result?: Row }> = [];
  for (const s of samples)
    for (const p of params) {
      if (!ids(s.parameterIds).includes(p.id)) continue;
      const rs = results.filter((r) => r.sampleId === s.id && r.parameterId === p.id);
      pairs.push({ sample: s, param: p, result: rs[rs.length - 1] });
    }
  return { samples, params, pairs };
}

/** DOMAIN: issue (and submit) need every included result reviewed. */
export async function requireReviewed(u: Unit, report: Row) {
  const { pairs } = await includedResults(u, report);
  if (!pairs.length) throw guardRefused('error.noResults');
  const open = pairs.filter((x) => x.result?.status !== 'reviewed');
  if (open.length)
    throw guardRefused('error.resultsNotReviewed', {
      items: open
        .slice(0, 8)
        .map((x) => `${x.sample.sampleNo}/${x.param.name}`)
        .join(', '),
    });
  await refuseOpenNonConformities(u, pairs);
  return pairs;
}

/** Results under an open nonconformity (a failed QC not yet decided) are not reported: refused naming them. */
async function refuseOpenNonConformities(u: Unit, pairs: Array<{ sample: Row; param: Param }>) {
  const state = await qcStateOf(
    u,
    pairs.map((x) => x.sample),
  );
  const held = pairs.map((x) => ({ x, open: state(x.sample, x.param.id).open })).filter((y) => y.open.length);
  if (held.length)
    throw guardRefused('error.qcOpenNonConformity', {
      qc: [...new Set(held.flatMap((y) => y.open))].join('、'),
      items: held
        .slice(0, 8)
        .map((y) => `${y.x.sample.sampleNo}/${y.x.param.name}`)
        .join(', '),
    });
}

/**
 * The MDL printed beside a result and in its "<MDL" notation: the one the raw record computed and flagged it with (the
 * lab's verified MDL where one was in force, schemas/methods/labMdl.ts), "—" where its method states none (pH,
 * HJ 1147-2020, stored as null); for a result not yet there, the one the record would use (server/methods/verifiedMdl.ts).
 */
function mdlOf(param: Param, result: Row | undefined): string {
  if (!result) return String(param.mdl);
  return result.mdl === null ? '—' : String(result.mdl ?? param.mdl);
}

/** A row's unit, MDL and result in another unit of their family (inUnit), or undefined when one does not convert. */
function movedRow(row: Pick<ReportRow, 'unit' | 'mdl' | 'result'>, from: string, to: string): Partial<ReportRow> | undefined {
  const mdl = inUnit(row.mdl, from, to);
  const result = inUnit(row.result, from, to);
  return mdl !== undefined && result !== undefined ? { unit: to, mdl, result, convertedFrom: from } : undefined;
}

/** A verdict as the report prints it (zh-CN; the screen translates `verdict`). */
const VERDICT_ZH: Record<RuleVerdict, string> = { conform: '符合', notConform: '不符合', undetermined: '不能判定', inconclusive: '无法判定' };
/** Guarded acceptance with no approved uncertainty record covering the result: said, never guessed. */
const NO_U_ZH = '不能判定（无经批准的测量不确定度）';

/** A point whose standard gives the item's limits only under conditions, none of them chosen for the point. */
const NO_CONDITION_ZH = '点位未选择适用条件，不评价';

/** A limit's ends (its value, or a range's two), in the result's unit `from` when the limit is in `to`. */
const limitEnds = (limit: string | undefined, from: string, to: string): Dec[] => {
  const l = parseLimit(limit);
  const f = factor(from, to);
  if (!l || !f) return [];
  return (l.kind === 'range' ? [l.low, l.high] : [l.value]).map((x) => x.div(f));
};

/**
 * One row's judgement against the report's limit, by its template's decision rule (GB/T 8170-2008 §4.3.1, the full
 * value, unless the rule names the rounded one). A result stored before full values were kept is compared by its
 * reported value, and the row says so (`comparedRounded`).
 */
export function judgeRow(limit: string | undefined, param: Pick<Param, 'mdl' | 'templateId'>, result: Row | undefined) {
  if (!result || result.value === undefined || result.value === null) return undefined;
  const rule = limitRuleOf(param.templateId ? templateById(param.templateId) : undefined);
  const full = typeof result.fullValue === 'string' && result.fullValue !== '' ? result.fullValue : undefined;
  const below = result.belowMdl === true || result.belowMdl === 1;
  const j = judgeLimit(limit, { full, rounded: String(result.value), belowMdl: below, mdl: String(result.mdl ?? param.mdl ?? '') }, rule);
  return j && { ...j, comparedRounded: rule.comparison === 'full' && full === undefined };
}

const TYPE_LABEL: Record<string, string> = {
  detect: '检测报告',
  wastewater: '废水检测报告',
  exhaust: '废气检测报告',
  field: '现场检测报告',
  quality: '质控报告',
  time: '检测报告',
};
const QC_LABEL: Record<string, string> = {
  field_blank: '全程序空白',
  transport_blank: '运输空白',
  field_duplicate: '现场平行',
  lab_blank: '实验室空白',
  lab_duplicate: '实验室平行',
  matrix_spike: '加标回收',
  crm: '有证标准物质',
};
/** A QC statistic as the report prints it (相对偏差, 绝对差值), never its code. */
const statisticLabel = (code: string) => (calcMessages['zh-CN'] as Record<string, string>)[`calc.qc.statistic.${code}`] ?? code;

/** The days a set of moments fall on in the lab's time zone (a plain date stays as it is): one day, or first 至 last. */
const range = (xs: Array<unknown>, tz: string) => {
  const d = xs
    .filter(Boolean)
    .map((x) => formatWhen(String(x), 'zh-CN', tz, 'date'))
    .sort();
  return d.length ? (d[0] === d[d.length - 1] ? d[0] : `${d[0]} 至 ${d[d.length - 1]}`) : undefined;
};

/** The O₂ (%) a stack-gas sample was measured at, as entered at sampling; absent when none was entered. */
const oxygenOf = (sample: Row) =>
  sample.oxygenMeasured === undefined || sample.oxygenMeasured === null || sample.oxygenMeasured === '' ? undefined : String(sample.oxygenMeasured);

/** A stack-gas raw record's own conversion to a reference O₂ (issue 30): the value it printed and the O₂ it used. */
interface RecordOxygen {
  corrected: string;
  oxygenMeasured: string;
  oxygenRef: string;
}

/**
 * The converted concentration the submitted raw record computed for a sample (the stack templates' `corrected`
 * result, ρ′·(21 − O₂ref)/(21 − O₂)), with the O₂ values entered in that row; none when the record has no such result.
 */
async function recordOxygen(u: Unit, pairs: Array<{ sample: Row; result?: Row }>): Promise<Array<RecordOxygen | undefined>> {
  const bySheet = new Map<number, { rows: Row[]; evaluated: Row[] }>();
  for (const id of new Set(pairs.map((x) => x.result?.analysisSheetId).filter(Boolean)) as Set<number>) {
    const rec = (await findBy(u, 'rawRecords', 'analysisSheetId', id)).filter((r) => !r.draft).pop();
    const json = <T>(v: unknown): T | undefined => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T | undefined));
    const computed = json<{ evaluation?: { rows?: Row[] } }>(rec?.computed);
    bySheet.set(id, { rows: json<Row[]>(rec?.rows) ?? [], evaluated: computed?.evaluation?.rows ?? [] });
  }
  return pairs.map(({ sample, result }) => {
    const rec = bySheet.get(result?.analysisSheetId as number);
    const row = rec?.evaluated.find((r) => r.sampleId === String(sample.sampleNo) && (r.results as Row[] | undefined)?.some((x) => x.key === 'corrected'));
    if (!rec || !row) return undefined;
    const inputs = (rec.rows[row.row as number]?.inputs ?? {}) as Record<string, unknown>;
    const corrected = (row.results as Row[]).find((x) => x.key === 'corrected')!;
    return { corrected: String(corrected.display), oxygenMeasured: String(inputs.O2), oxygenRef: String(inputs.O2ref) };
  });
}

const sameNumber = (a: string, b: string) => /^\d+(\.\d+)?$/.test(a) && /^\d+(\.\d+)?$/.test(b) && Number(a) === Number(b);

/** Builds the printable report from stored records; the issuer's signature is the one being made now. */
export async function reportDocument(u: Unit, report: Row, issuer: { name: string; at: string }): Promise<ReportDocument> {
  const order = await load(u, 'orders', report.orderId as number);
  const client = await load(u, 'clients', order.clientId as number);
  const { pairs } = await includedResults(u, report);
  const limits = (report.limits ?? {}) as Record<string, string>;
  const notation = String(report.belowMdlNotation ?? 'L');
  const rules = new Map<string, DecisionRule>();
  let comparedRounded = 0;
  // the limits of the standards the order's points chose: as kept at issue, else as the library holds them now
  const used = (report.standardsUsed as StandardsUsed | null | undefined) ?? (await libraryLimits(u, Number(report.orderId), pairs));
  let typedUsed = false;
  const recorded = await recordOxygen(u, pairs);
  // issue 33: the rule agreed with the client and each result's U — as kept at issue, else as the order and the
  // approved uncertainty records hold them now
  const kept = report.uncertaintyUsed as UncertaintyUsed | null | undefined;
  const uncertainty = kept ?? (await uncertaintiesFor(u, pairs));
  const agreedRule = ((kept ? report.decisionRule : order.decisionRule) ?? null) as DecisionRuleName | null;
  const orderAsksU = order.uncertaintyOnReport === true || order.uncertaintyOnReport === 1;
  let judged = false;
  /** U beside the result where it is printed (the row's own unit; a row moved to the limit's unit keeps U's text only) */
  const withU = (key: string, result: Row | undefined, limit: string | undefined, unit: string, limitUnit: string, moved: boolean): Partial<ReportRow> => {
    const used = uncertainty[key];
    if (!used || !showUncertainty(used, measuredValueOf(result), limitEnds(limit, unit, limitUnit), orderAsksU)) return {};
    return { uncertainty: used.printed, ...(moved ? {} : { result: used.printed.value }) };
  };
  const agreedOf = (key: string) => ({ rule: agreedRule, U: uncertainty[key] ? new Dec(uncertainty[key].U) : undefined });
  const rows: ReportRow[] = pairs.map(({ sample, param, result }, i) => {
    // stack gas: the raw record's conversion is printed as it computed it, with the O₂ it used (issue 30)
    const rec = recorded[i];
    const fromRecord = rec ? { corrected: rec.corrected, oxygenRef: rec.oxygenRef, oxygenMeasured: rec.oxygenMeasured } : {};
    const below = result?.belowMdl === true || result?.belowMdl === 1;
    const shown = below && notation !== 'L' ? (notation === 'ND' ? 'ND' : `<${mdlOf(param, result)}`) : String(result?.display ?? '—');
    const key = `${sample.id}:${param.id}`;
    // a limit typed on the report wins; else the point's standard, which may not cover the parameter at all
    if (limits[String(param.id)] === undefined && used && key in used.limits) {
      const l = used.limits[key];
      const base = {
        parameterId: param.id,
        sampleNo: String(sample.sampleNo),
        point: String(sample.pointName),
        parameter: param.name,
        method: param.methodNo,
        unit: param.unit,
        mdl: mdlOf(param, result),
        result: shown,
      };
      if (!l) {
        // a class that gives the item's limits only under conditions the point did not choose is not "no limit"
        const conditions = used.unconditioned?.[key];
        const judgement = conditions ? NO_CONDITION_ZH : '标准未规定，不评价';
        return { ...base, limit: '—', judgement, covered: false, ...(conditions ? { conditions } : {}), ...fromRecord };
      }
      // the O₂ the raw record measured with, where it has one; the record's value where it converted to this standard's reference
      const own = rec && l.oxygenRef !== undefined && sameNumber(rec.oxygenRef, l.oxygenRef);
      const lj = judgeLibrary(l, param, result, own ? { ...sample, oxygenMeasured: rec.oxygenMeasured } : sample, agreedOf(key));
      const rule = libraryRuleOf(l, param);
      if (lj?.verdict) rules.set(`${rule.comparison}|${rule.basis.zh}`, rule);
      if (lj?.verdict) judged = true;
      const why = lj?.reason === 'unit' ? '（单位不可换算）' : lj?.reason === 'noOxygen' ? '（缺实测含氧量）' : '';
      // a standard stating its limit in another unit of the family (lead: μg/L by the method, mg/L in GB 8978): the
      // row is printed in the limit's unit, result and MDL converted exactly, so that one unit stands beside the limit
      const moved = l.unit !== param.unit ? movedRow(base, param.unit, l.unit) : undefined;
      return {
        ...base,
        ...moved,
        limit: moved && lj?.limit === `${l.limit} ${l.unit}` ? l.limit : (lj?.limit ?? l.limit),
        ...withU(key, result, l.limit, param.unit, l.unit, !!moved),
        judgement: lj?.noUncertainty ? NO_U_ZH : lj?.verdict && `${VERDICT_ZH[lj.verdict]}${why}`,
        verdict: lj?.verdict,
        ...(lj?.noUncertainty ? { noUncertainty: true } : {}),
        corrected: own ? rec.corrected : lj?.corrected,
        multiple: lj?.multiple,
        // the O₂ basis beside the corrected value: the reader can redo ρ′ × (21 − ref) / (21 − measured)
        ...(l.oxygenRef ? { oxygenRef: l.oxygenRef, oxygenMeasured: own ? rec.oxygenMeasured : oxygenOf(sample) } : fromRecord),
      };
    }
    const limit = limits[String(param.id)];
    if (limit !== undefined) typedUsed = true;
    const j = judgeRow(limit, param, result);
    if (j) {
      rules.set(`${j.rule.comparison}|${j.rule.basis.zh}`, j.rule);
      if (j.comparedRounded) comparedRounded++;
      judged = true;
    }
    const ruled = below ? { verdict: j?.verdict } : underRule(j?.verdict, j ? new Dec(j.compared) : undefined, limit ?? '', agreedOf(key));
    return {
      parameterId: param.id,
      sampleNo: String(sample.sampleNo),
      point: String(sample.pointName),
      parameter: param.name,
      method: param.methodNo,
      unit: param.unit,
      mdl: mdlOf(param, result),
      result: shown,
      limit,
      ...(limit !== undefined ? withU(key, result, limit, param.unit, param.unit, false) : {}),
      judgement: ruled.noU ? NO_U_ZH : ruled.verdict && VERDICT_ZH[ruled.verdict],
      verdict: ruled.verdict,
      ...(ruled.noU ? { noUncertainty: true } : {}),
      ...fromRecord,
    };
  });
  const users = new Map((await u.tx.selectFrom('users').select(['id', 'nickname']).execute()).map((x) => [x.id as number, String(x.nickname)]));
  const sigs = await u.tx
    .selectFrom('signatures')
    .selectAll()
    .where('entity', '=', 'reports')
    .where('entityId', '=', report.id as number)
    .orderBy('id')
    .execute();
  const signed = (meaning: string) => sigs.filter((s) => s.meaning === meaning).pop();
  const replaced = report.replacesReportId ? await load(u, 'reports', report.replacesReportId as number) : undefined;
  const category = await u.tx
    .selectFrom('dictItems')
    .select('label')
    .where('dictCode', '=', 'test_category')
    .where('value', '=', String(order.category))
    .executeTakeFirst();
  const labName = await settingOf(u.tx, 'lab.name');
  const samples = pairs.map((x) => x.sample);
  const tz = await labTimeZone(u.tx);
  // 分析日期 as the raw records say it (their header's analysis date), else the day the result was submitted
  const sheetIds = [...new Set(pairs.map((x) => x.result?.analysisSheetId).filter(Boolean))] as number[];
  const headerDay = new Map<number, string>();
  const recordRows = new Map<number, Row[]>();
  for (const id of sheetIds) {
    const rec = (await findBy(u, 'rawRecords', 'analysisSheetId', id)).pop();
    const header = (typeof rec?.header === 'string' ? JSON.parse(rec.header) : rec?.header) as Record<string, unknown> | undefined;
    if (typeof header?.analysisDate === 'string' && header.analysisDate) headerDay.set(id, header.analysisDate);
    recordRows.set(id, ((typeof rec?.rows === 'string' ? JSON.parse(rec.rows) : rec?.rows) ?? []) as Row[]);
  }
  // issue 20: a result read from an instrument file names the file and line (the screen links the original bytes)
  pairs.forEach(({ sample, param, result }, i) => {
    const sources = instrumentSources(recordRows.get(result?.analysisSheetId as number) ?? [], String(sample.sampleNo), param);
    if (sources.length) rows[i].sources = sources;
  });
  // results under a QC nonconformity: released by a signed decision (marked ※ with the decision), or still open
  // (the report cannot be submitted or issued; the screen says why)
  const qcState = await qcStateOf(
    u,
    pairs.map((x) => x.sample),
  );
  pairs.forEach(({ sample, param }, i) => {
    const st = qcState(sample, param.id);
    if (st.released.length) rows[i].nonConformance = st.released.map((r) => `${r.qcNo}：${r.reason}`).join('；');
    if (st.open.length) rows[i].qcOpen = st.open;
  });
  // the field sample of each bottle (one sampling of a point): the report prints the rows grouped by it (groupRows),
  // each row keeping its own bottle number; the groups in the order they first appear, their rows together
  const fieldSamples = fieldSamplesOf(pairs.map((x) => ({ ...x.sample, id: x.sample.id as number })));
  pairs.forEach(({ sample }, i) => {
    rows[i].fieldSample = fieldSamples.get(sample.id as number);
    if (sample.sampledAt) rows[i].sampledAt = String(sample.sampledAt);
  });
  // issue 32: each row against the accredited scope on the issue day, and whether the CMA mark may be printed
  const scopeOf = await scopeResolver(
    u.tx,
    (order.points as OrderPoint[] | null) ?? [],
    labDay(Number.isNaN(Date.parse(issuer.at)) ? new Date() : new Date(issuer.at), await labTimeZone(u.tx)),
  );
  pairs.forEach(({ sample, param }, i) => {
    rows[i].scope = scopeOf(String(sample.pointName), String(sample.matrix), Number(param.id));
  });
  const cma = cmaMarkOf(rows);
  const grouped = groupRows(rows).flatMap((g) => g.rows);
  const analysed = pairs.map((x) => headerDay.get(x.result?.analysisSheetId as number) ?? x.result?.analysedAt);
  const holding = await holdingLines(u, pairs, sheetIds);
  // 质控报告: the QC evaluations of the order's QC sheets, each with the limit used and its verdict
  const qc =
    report.type === 'quality'
      ? (await findBy(u, 'qcSheets', 'orderId', order.id)).flatMap((q) => {
          const ev = (q.evaluation as { evaluations?: Array<Row> } | null)?.evaluations ?? [];
          return ev.map((e) => ({
            qcNo: String(q.qcNo),
            type: QC_LABEL[String(e.type)] ?? String(e.type),
            sampleNo: String(e.sampleNo ?? '—'),
            parameter: String(e.parameter),
            value:
              e.value === undefined || e.value === null
                ? '—'
                : `${e.value}${e.statistic && e.statistic !== 'recovery' ? ` (${statisticLabel(String(e.statistic))})` : e.statistic === 'recovery' ? '%' : ''}`,
            limit: String(e.limit),
            verdict:
              e.pass === true
                ? '合格'
                : e.pass === false
                  ? q.nonConformance
                    ? `不合格（不符合项已决定放行：${q.nonConformance}）`
                    : q.status === 'failed'
                      ? '不合格（不符合项待决定）'
                      : '不合格'
                  : '不判定',
          }));
        })
      : undefined;
  // 现场检测报告: the field record of the sampling days
  const tasks = report.type === 'field' ? await findBy(u, 'tasks', 'orderId', order.id) : [];
  const field = tasks
    .filter((t) => t.weather || t.airTemperature || t.airPressureKpa)
    .map((t) => `${t.taskNo}：天气 ${t.weather ?? '—'}，气温 ${t.airTemperature ?? '—'} ℃，气压 ${t.airPressureKpa ?? '—'} kPa`);
  return {
    qc,
    fieldConditions: field.length ? field : undefined,
    // ambient air: the state each concentration is at (GB 3095-2012 as amended 2018), as the raw record's template says
    volumeStates: ((l) => (l.length ? l : undefined))(
      stateLines(pairs.map(({ param }) => ({ parameter: param.name, template: param.templateId ? templateById(param.templateId) : undefined }))),
    ),
    labName: labName ?? '检测实验室',
    reportNo: String(report.reportNo),
    title: String(report.title),
    typeLabel: TYPE_LABEL[String(report.type)] ?? '检测报告',
    replacesReportNo: replaced ? String(replaced.reportNo) : undefined,
    client: { name: String(client.name), address: client.address as string | undefined, contact: client.contact as string | undefined },
    project: {
      name: String(order.projectName),
      address: order.projectAddress as string | undefined,
      orderNo: String(order.orderNo),
      category: category?.label as string | undefined,
    },
    dates: {
      sampled: range(
        samples.map((s) => s.sampledAt),
        tz,
      ),
      received: range(
        samples.map((s) => s.receivedAt),
        tz,
      ),
      analysed: range(analysed, tz),
    },
    // 判定依据: the library standards the rows were judged by, and the typed standard only when typed limits were used
    limitStandard:
      [...(used ? standardLines(used) : []), ...(report.limitStandard && (typedUsed || !used) ? [String(report.limitStandard)] : [])].join('；') || undefined,
    rows: grouped,
    // the decision rules the judgements used (ISO/IEC 17025 §7.8.6), printed with the results
    decisionRules: rules.size ? [...rules.values()] : undefined,
    agreedRule: judged ? (agreedRule ?? 'none') : undefined,
    comparedRounded: comparedRounded || undefined,
    holding: holding.length ? holding : undefined,
    conclusion: report.conclusion as string | undefined,
    notes: report.notes as string | undefined,
    signatures: [
      { role: '编制', name: users.get(report.preparedBy as number) ?? '—', at: report.createdAt as string },
      {
        role: '审核',
        name: (signed('review')?.signerName as string) ?? users.get(report.reviewedBy as number) ?? '—',
        at: signed('review')?.signedAt as string | undefined,
      },
      {
        role: '批准（授权签字人）',
        name: (signed('approve')?.signerName as string) ?? users.get(report.approvedBy as number) ?? '—',
        at: signed('approve')?.signedAt as string | undefined,
      },
      { role: '签发', name: issuer.name, at: issuer.at },
    ],
    issuedAt: issuer.at,
    timeZone: tz,
    cma,
  };
}

/**
 * 保存时限 on the report: per sheet and item, the samples analysed (their result's time) later than sampled at + the
 * item's holding time, with how long it was and the reasons the analyst gave at receipt and submission (kept on the
 * sheet, server/analysis/sheets.ts); a result analysed late without one (a record from before) says none was recorded.
 */
async function holdingLines(u: Unit, pairs: Array<{ sample: Row; param: Param & { holdingHours?: unknown }; result?: Row }>, sheetIds: number[]) {
  const sheets = new Map((await findIn(u, 'analysisSheets', sheetIds)).map((s) => [s.id as number, s]));
  const late = new Map<string, { param: string; limit: number; hours: number; samples: string[]; reasons: string[] }>();
  for (const { sample, param, result } of pairs) {
    const limit = Number(param.holdingHours);
    if (!result?.analysedAt || !sample.sampledAt || !(limit > 0)) continue;
    const hours = (Date.parse(String(result.analysedAt)) - Date.parse(String(sample.sampledAt))) / 3600_000;
    if (!(hours > limit)) continue;
    const key = `${String(result.analysisSheetId)}:${param.id}`;
    const reasons = ((sheets.get(result.analysisSheetId as number)?.holdingReasons as Array<{ reason: string }> | undefined) ?? []).map((r) => r.reason);
    const line = late.get(key) ?? { param: param.name, limit, hours: 0, samples: [], reasons: [...new Set(reasons)] };
    line.hours = Math.max(line.hours, hours);
    line.samples.push(String(sample.sampleNo));
    late.set(key, line);
  }
  // elapsed time, not a measurement: one decimal of an hour says how far past the limit
  return [...late.values()].map(
    (l) =>
      `${l.param}（样品 ${l.samples.join('、')}）：采样后 ${l.hours.toFixed(1)} h 分析，超过保存时限 ${l.limit} h；理由：${l.reasons.join('；') || '未记录'}`,
  );
}

/** lecture-time: per sample × parameter, sampled / received / analysed against the holding time. */
export async function timeRows(u: Unit, samples: Row[]): Promise<TimeRow[]> {
  const pids = [...new Set(samples.flatMap((s) => ids(s.parameterIds)))];
  const params = pids.length ? await u.tx.selectFrom('parameters').select(['id', 'name', 'holdingHours']).where('id', 'in', pids).execute() : [];
  const sids = samples.map((s) => s.id as number);
  const results = sids.length ? await u.tx.selectFrom('results').select(['sampleId', 'parameterId', 'analysedAt']).where('sampleId', 'in', sids).execute() : [];
  const now = Date.now();
  const out: TimeRow[] = [];
  for (const s of samples)
    for (const pid of ids(s.parameterIds)) {
      const p = params.find((x) => x.id === pid);
      if (!p) continue;
      const analysedAt =
        results
          .filter((r) => r.sampleId === s.id && r.parameterId === pid)
          .map((r) => r.analysedAt as string)
          .sort()
          .pop() ?? null;
      const deadline = s.sampledAt ? new Date(Date.parse(String(s.sampledAt)) + Number(p.holdingHours) * 3600_000).toISOString() : null;
      const met = deadline === null ? null : analysedAt ? analysedAt <= deadline : now <= Date.parse(deadline) ? null : false;
      // the stored columns as the codec reads them
      out.push({
        sampleId: s.id as number,
        sampleNo: s.sampleNo as string,
        pointName: s.pointName as string | null,
        qcType: (s.qcType as string | null) ?? null,
        parameterId: pid,
        parameter: p.name,
        sampledAt: (s.sampledAt as string | null) ?? null,
        receivedAt: (s.receivedAt as string | null) ?? null,
        analysedAt,
        holdingHours: p.holdingHours,
        deadline,
        met,
        state: met === true ? 'met' : met === false ? 'exceeded' : deadline && !analysedAt ? 'running' : 'unknown',
      });
    }
  return out;
}

export { findBy };
