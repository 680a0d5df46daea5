// What a report reads from the submitted raw records beside the results: the instrument files and lines a result was
// read from (issue 20), and a stack-gas record's own conversion to a reference O₂ with the O₂ it used (issue 30).
import type { ReportRow } from '../../schemas/reports/reportRow.ts';
import { sheetTemplate, type LimsParameter } from '../analysis/templates.ts';
import { findBy, type Row, type Unit } from '../workflow/store.ts';

/** The instrument files and lines behind one sample × parameter of a raw record (rows of a multi-element template by its code). */
export function instrumentSources(recRows: Row[], sampleNo: string, param: { id: number; templateId?: string | null }): NonNullable<ReportRow['sources']> {
  const code = param.templateId ? sheetTemplate(param.templateId, [param as unknown as LimsParameter]).toTemplate.get(param.id) : undefined;
  const out = new Map<string, { sha256: string; fileName: string; line: number }>();
  for (const r of recRows) {
    if (r.sampleId !== sampleNo || (r.parameter !== undefined && code !== undefined && r.parameter !== code)) continue;
    for (const s of Object.values((r.sources ?? {}) as Record<string, { sha256: string; fileName: string; line: number }>))
      out.set(`${s.sha256}/${s.line}`, { sha256: s.sha256, fileName: s.fileName, line: s.line });
  }
  return [...out.values()];
}

/** A stack-gas raw record's own conversion to a reference O₂ (issue 30): the value it printed and the O₂ it used. */
export interface RecordOxygen {
  corrected: string;
  oxygenMeasured: string;
  oxygenRef: string;
}

/**
 * The converted concentration the submitted raw record computed for a sample (the stack templates' `corrected`
 * result, ρ′·(21 − O₂ref)/(21 − O₂)), with the O₂ values entered in that row; none when the record has no such result.
 */
export async function recordOxygen(u: Unit, pairs: Array<{ sample: Row; result?: Row }>): Promise<Array<RecordOxygen | undefined>> {
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
