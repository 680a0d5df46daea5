// The chain both ways (issue 34 item 4). Backwards: a result → its sheet → the raw record version it was submitted
// from → the solutions that version names → their parents, up to the lots and their certificates. Forwards (a
// recall): a lot → every solution made from it, transitively → every raw record version naming one → their sheets,
// results and the issued reports that print those results. Solutions are few (a lab prepares hundreds a year): they
// are read whole and walked in memory; raw records are read without their rows (a record is up to ~2.5 MB).
import { notFound } from '../../http/errors.ts';
import { storedJson } from '../../db/storedJson.ts';
import { findIn, ids, load, res, type Row, type Unit } from '../../workflow/store.ts';
import { fromDb } from '../../crud/codec.ts';
import type { SolutionParent } from '../../../schemas/reagents/solutions.ts';
import type { SolutionUse } from '../../../schemas/reagents/uses.ts';
import type { LotTrace, ResultTrace, TraceLot, TraceSolution } from '../../../schemas/reagents/trace.ts';

const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const dayOf = (v: unknown): string | null => (v == null ? null : String(v).slice(0, 10));
const parentsOf = (s: Row): SolutionParent[] => storedJson<SolutionParent[] | null>(s.parents) ?? [];
const usesOf = (r: Row): SolutionUse[] => storedJson<SolutionUse[] | null>(r.solutionUses) ?? [];

function solutionNode(s: Row): TraceSolution {
  return {
    id: Number(s.id),
    solutionNo: String(s.solutionNo),
    name: String(s.name),
    level: String(s.level),
    status: String(s.status),
    concentration: str(s.concentration),
    u: str(s.u),
    unit: String(s.unit),
    preparedOn: dayOf(s.preparedOn),
    expiresOn: dayOf(s.expiresOn),
    preparedBy: str(s.preparedBy),
    parents: parentsOf(s).map((p) => ({
      lotId: p.lotId ?? null,
      solutionId: p.solutionId ?? null,
      amount: String(p.amount),
      amountUnit: p.amountUnit,
    })),
  };
}

async function lotNodes(u: Unit, lotIds: number[]): Promise<TraceLot[]> {
  const lots = await findIn(u, 'materialLots', lotIds);
  const materials = new Map((await findIn(u, 'materials', [...new Set(lots.map((l) => Number(l.materialId)))])).map((m) => [m.id as number, m]));
  return lots.map((l) => {
    const m = materials.get(Number(l.materialId))!;
    return {
      id: Number(l.id),
      lotNo: String(l.lotNo),
      status: String(l.status),
      expiresOn: dayOf(l.expiresOn),
      certificateNo: str(l.certificateNo),
      certificateFile: str(l.certificateFile),
      certifiedValue: str(l.certifiedValue),
      certifiedU: str(l.certifiedU),
      certifiedK: str(l.certifiedK),
      certifiedUnit: str(l.certifiedUnit),
      purity: str(l.purity),
      material: {
        id: Number(m.id),
        code: String(m.code),
        name: String(m.name),
        kind: String(m.kind),
        referenceNo: str(m.referenceNo),
        producer: str(m.producer),
      },
    };
  });
}

/** Who prepared each solution by name, where the stored value is a login (people by their names, never logins). */
async function withNames(u: Unit, list: TraceSolution[]): Promise<TraceSolution[]> {
  const logins = [...new Set(list.map((s) => s.preparedBy).filter((x): x is string => !!x))];
  if (!logins.length) return list;
  const users = await u.tx.selectFrom('users').select(['username', 'nickname']).where('username', 'in', logins).execute();
  const name = new Map(users.map((x) => [String(x.username), String(x.nickname || x.username)]));
  return list.map((s) => (s.preparedBy && name.has(s.preparedBy) ? { ...s, preparedBy: name.get(s.preparedBy)! } : s));
}

/** The solutions named and every ancestor of theirs, and the lots the chain ends at. */
async function upwards(u: Unit, start: number[]): Promise<{ solutions: TraceSolution[]; lots: TraceLot[] }> {
  const seen = new Map<number, TraceSolution>();
  const lotIds = new Set<number>();
  let next = [...new Set(start)];
  // a chain is a few levels deep (stock → intermediate → working); the bound stops a corrupt cycle
  for (let depth = 0; next.length && depth < 20; depth++) {
    const found = (await findIn(u, 'solutions', next)).map(solutionNode);
    next = [];
    for (const s of found) {
      seen.set(s.id, s);
      for (const p of s.parents) {
        if (p.lotId) lotIds.add(p.lotId);
        if (p.solutionId && !seen.has(p.solutionId)) next.push(p.solutionId);
      }
    }
  }
  return { solutions: await withNames(u, [...seen.values()]), lots: await lotNodes(u, [...lotIds]) };
}

async function resultRows(u: Unit, where: { id?: number; sheetIds?: number[] }) {
  let q = u.tx
    .selectFrom('results')
    .innerJoin('samples', 'samples.id', 'results.sampleId')
    .innerJoin('parameters', 'parameters.id', 'results.parameterId')
    .select([
      'results.id as id',
      'results.analysisSheetId as analysisSheetId',
      'results.sampleId as sampleId',
      'results.parameterId as parameterId',
      'results.display as display',
      'results.unit as unit',
      'results.status as status',
      'results.analysedAt as analysedAt',
      'samples.sampleNo as sampleNo',
      'samples.taskId as taskId',
      'parameters.name as parameter',
    ]);
  if (where.id !== undefined) q = q.where('results.id', '=', where.id);
  if (where.sheetIds) q = q.where('results.analysisSheetId', 'in', where.sheetIds.length ? where.sheetIds : [0]);
  return (await q.orderBy('results.id').execute()) as Row[];
}

const resultNode = (r: Row) => ({
  id: Number(r.id),
  analysisSheetId: r.analysisSheetId == null ? null : Number(r.analysisSheetId),
  sampleNo: String(r.sampleNo),
  parameter: String(r.parameter),
  display: str(r.display),
  unit: str(r.unit),
  status: String(r.status),
  analysedAt: str(r.analysedAt),
});
const sheetNode = (s: Row) => ({ id: Number(s.id), analysisNo: String(s.analysisNo), status: String(s.status) });
const recordNode = (r: Row) => ({
  id: Number(r.id),
  analysisSheetId: Number(r.analysisSheetId),
  recordVersion: Number(r.recordVersion),
  draft: !!r.draft,
  uses: usesOf(r),
});
const RECORD_COLUMNS = ['id', 'analysisSheetId', 'recordVersion', 'draft', 'solutionUses'] as const;

export async function traceResult(u: Unit, id: number): Promise<ResultTrace> {
  const [row] = await resultRows(u, { id });
  if (!row) throw notFound('error.notFound');
  const sheetId = row.analysisSheetId == null ? null : Number(row.analysisSheetId);
  const sheet = sheetId ? await load(u, 'analysisSheets', sheetId) : null;
  // the version the result was submitted from: the newest submitted one (a return starts a new draft after it)
  const versions = sheetId
    ? ((await u.tx.selectFrom('raw_records').select(RECORD_COLUMNS).where('analysisSheetId', '=', sheetId).orderBy('recordVersion', 'desc').execute()) as Row[])
    : [];
  const record = versions.find((v) => !v.draft) ?? versions[0];
  const uses = record ? usesOf(record) : [];
  const chain = await upwards(
    u,
    uses.map((x) => x.solutionId),
  );
  return { result: resultNode(row), sheet: sheet && sheetNode(sheet), record: record ? recordNode(record) : null, ...chain };
}

/** Every solution made from the lot, directly or through other solutions (ordered by id). */
export async function solutionsMadeFrom(u: Unit, lotId: number): Promise<Row[]> {
  const r = res('solutions');
  const all = (await u.tx.selectFrom(r.table).selectAll().orderBy('id').execute()).map((x) => fromDb(r, x));
  const made = new Set<number>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const s of all) {
      if (made.has(Number(s.id))) continue;
      if (parentsOf(s).some((p) => p.lotId === lotId || (p.solutionId !== undefined && made.has(p.solutionId)))) {
        made.add(Number(s.id));
        grew = true;
      }
    }
  }
  return all.filter((s) => made.has(Number(s.id)));
}

export async function traceLot(u: Unit, lotId: number): Promise<LotTrace> {
  const [lot] = await lotNodes(u, [lotId]);
  if (!lot) throw notFound('error.notFound');
  const solutions = await withNames(u, (await solutionsMadeFrom(u, lotId)).map(solutionNode));
  const mine = new Set(solutions.map((s) => s.id));
  const named = ((await u.tx.selectFrom('raw_records').select(RECORD_COLUMNS).where('solutionUses', 'is not', null).orderBy('id').execute()) as Row[]).filter(
    (r) => usesOf(r).some((x) => mine.has(x.solutionId)),
  );
  const records = named.map(recordNode);
  const sheetIds = [...new Set(records.map((r) => r.analysisSheetId))];
  const sheets = (await findIn(u, 'analysisSheets', sheetIds)).map(sheetNode);
  const resultList = await resultRows(u, { sheetIds });
  return { lot, solutions, records, sheets, results: resultList.map(resultNode), reports: await reportsOf(u, resultList) };
}

/** The issued reports (and their later states: archived, withdrawn) that print one of the results. */
async function reportsOf(u: Unit, results: Row[]) {
  const taskIds = [...new Set(results.map((r) => Number(r.taskId)).filter(Boolean))];
  if (!taskIds.length) return [];
  const orderIds = (await u.tx.selectFrom('tasks').select('orderId').where('id', 'in', taskIds).execute()).map((t) => Number(t.orderId));
  const reports = (await u.tx
    .selectFrom('reports')
    .select(['id', 'reportNo', 'title', 'status', 'issuedAt', 'sampleIds', 'parameterIds'])
    .where('orderId', 'in', [...new Set(orderIds)])
    .where('issuedAt', 'is not', null)
    .orderBy('id')
    .execute()) as Row[];
  const printed = (rep: Row) => {
    const samples = ids(storedJson(rep.sampleIds));
    const params = ids(storedJson(rep.parameterIds));
    return results.some((r) => samples.includes(Number(r.sampleId)) && (!params.length || params.includes(Number(r.parameterId))));
  };
  return reports.filter(printed).map((r) => ({
    id: Number(r.id),
    reportNo: str(r.reportNo),
    title: String(r.title),
    status: String(r.status),
    issuedAt: str(r.issuedAt),
  }));
}
