import { fieldSamplesOf, groupRows } from '../../schemas/reports/reportGroups.ts';
import { formatWhen } from '../../schemas/format/when.ts';
import { templateById } from '../../schemas/templates/index.ts';
import type { ReportDocument, ReportRow } from './pdf.ts';
import { guardRefused } from '../business/orders.ts';
import { load, findBy, findIn, ids, type Row, type Unit } from '../workflow/store.ts';
import { libraryLimits, standardLines, type StandardsUsed } from '../standards/judge.ts';
import { uncertaintiesFor, type UncertaintyUsed } from './uncertaintyUsed.ts';
import { uncertaintyShown } from './uncertaintyShown.ts';
import { libraryRow, newTally, typedRow } from './judgedRows.ts';
import { instrumentSources, recordOxygen } from './recordFacts.ts';
import { holdingLines } from './holding.ts';
import { qcEvaluationRows } from './qcEvaluationRows.ts';
import type { DecisionRuleName } from '../../schemas/uncertainty/decision.ts';
import { labTimeZone, settingOf } from '../db/settings.ts';
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

const TYPE_LABEL: Record<string, string> = {
  detect: '检测报告',
  wastewater: '废水检测报告',
  exhaust: '废气检测报告',
  field: '现场检测报告',
  quality: '质控报告',
  time: '检测报告',
};

/** The days a set of moments fall on in the lab's time zone (a plain date stays as it is): one day, or first 至 last. */
const range = (xs: Array<unknown>, tz: string) => {
  const d = xs
    .filter(Boolean)
    .map((x) => formatWhen(String(x), 'zh-CN', tz, 'date'))
    .sort();
  return d.length ? (d[0] === d[d.length - 1] ? d[0] : `${d[0]} 至 ${d[d.length - 1]}`) : undefined;
};

/** Builds the printable report from stored records; the issuer's signature is the one being made now. */
export async function reportDocument(u: Unit, report: Row, issuer: { name: string; at: string }): Promise<ReportDocument> {
  const order = await load(u, 'orders', report.orderId as number);
  const client = await load(u, 'clients', order.clientId as number);
  const { pairs } = await includedResults(u, report);
  const limits = (report.limits ?? {}) as Record<string, string>;
  const notation = String(report.belowMdlNotation ?? 'L');
  // the limits of the standards the order's points chose: as kept at issue, else as the library holds them now
  const used = (report.standardsUsed as StandardsUsed | null | undefined) ?? (await libraryLimits(u, Number(report.orderId), pairs));
  const recorded = await recordOxygen(u, pairs);
  // issue 33: the rule agreed with the client and each result's U — as kept at issue, else as the order and the
  // approved uncertainty records hold them now
  const kept = report.uncertaintyUsed as UncertaintyUsed | null | undefined;
  const uncertainty = kept ?? (await uncertaintiesFor(u, pairs));
  const agreedRule = ((kept ? report.decisionRule : order.decisionRule) ?? null) as DecisionRuleName | null;
  const orderAsksU = order.uncertaintyOnReport === true || order.uncertaintyOnReport === 1;
  const shownU = uncertaintyShown(uncertainty, agreedRule, orderAsksU);
  const tally = newTally();
  const rows: ReportRow[] = pairs.map(({ sample, param, result }, i) => {
    const below = result?.belowMdl === true || result?.belowMdl === 1;
    const base = {
      parameterId: param.id,
      sampleNo: String(sample.sampleNo),
      point: String(sample.pointName),
      parameter: param.name,
      method: param.methodNo,
      unit: param.unit,
      mdl: mdlOf(param, result),
      result: below && notation !== 'L' ? (notation === 'ND' ? 'ND' : `<${mdlOf(param, result)}`) : String(result?.display ?? '—'),
    };
    // stack gas: the raw record's conversion is printed as it computed it, with the O₂ it used (issue 30)
    const x = { key: `${sample.id}:${param.id}`, param, result, sample, rec: recorded[i] };
    // a limit typed on the report wins; else the point's standard, which may not cover the parameter at all
    return limits[String(param.id)] === undefined && used && x.key in used.limits
      ? libraryRow(base, used.limits[x.key], x, used.unconditioned?.[x.key], shownU, tally)
      : typedRow(base, limits[String(param.id)], x, shownU, tally);
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
  const qc = report.type === 'quality' ? await qcEvaluationRows(u, order.id as number) : undefined;
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
      [...(used ? standardLines(used) : []), ...(report.limitStandard && (tally.typedUsed || !used) ? [String(report.limitStandard)] : [])].join('；') ||
      undefined,
    rows: grouped,
    // the decision rules the judgements used (ISO/IEC 17025 §7.8.6), printed with the results
    decisionRules: tally.rules.size ? [...tally.rules.values()] : undefined,
    agreedRule: tally.judged ? (agreedRule ?? 'none') : undefined,
    comparedRounded: tally.comparedRounded || undefined,
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

export { findBy };
