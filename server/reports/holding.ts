// The holding times on a report (issue 29): the results analysed later than their sample's sampling time plus the item's
// holding time, with the reasons the analyst gave (the report's notes), and the time review's rows (lecture-time).
import type { TimeRow } from '../../schemas/reports/timeRow.ts';
import { findIn, ids, type Row, type Unit } from '../workflow/store.ts';

/**
 * 保存时限 on the report: per sheet and item, the samples analysed (their result's time) later than sampled at + the
 * item's holding time, with how long it was and the reasons the analyst gave at receipt and submission (kept on the
 * sheet, server/analysis/sheets.ts); a result analysed late without one (a record from before) says none was recorded.
 */
export async function holdingLines(
  u: Unit,
  pairs: Array<{ sample: Row; param: { id: number; name: string; holdingHours?: unknown }; result?: Row }>,
  sheetIds: number[],
) {
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
