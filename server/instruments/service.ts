// The instrument import's two steps (issue 20): preview (read, match, stage the bytes) and commit (re-read the staged
// bytes, apply the analyst's assignments and discards, save a new raw-record version through the draft-save path and
// record the import with its SHA-256, all in one transaction). Routes: server/instruments/routes.ts.
import { DISCARD_ONLY, type CommitRequest, type PreviewAnswer } from '../../schemas/instruments/contract.ts';
import type { ColumnMapping } from '../../schemas/instruments/mapping.ts';
import { AppError, CODES, badRequest, conflict, forbidden } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { guardRefused } from '../business/orders.ts';
import { checkEquipment, saveDraft, sheetContext } from '../analysis/records.ts';
import type { RecordBody } from '../analysis/recordBody.ts';
import { findBy, insert, labToday, load, type Row, type Unit } from '../workflow/store.ts';
import { readStored, sha256Of, storeFile } from './files.ts';
import { lastRecordForImport } from './lastRecord.ts';
import type { TemplateDef } from '../../schemas/templates/types.ts';
import { chosenCurve, curveCandidates, type CurveCandidate } from './curve.ts';
import { dilutionToWrite, matchReadings, paramResolver, type MatchResult, type RecordRowIn, type Unmatched } from './match.ts';
import type { Sources } from './provenance.ts';
import { headerColumns, parserLabel, readInstrumentFile } from './read.ts';
import type { ParseError, ParseResult, Reading } from './types.ts';
import './messages.ts';

export interface Choice {
  equipmentId: number;
  mappingId?: number;
  parserId?: string;
  mapping?: ColumnMapping;
}
type Parsed = Extract<ParseResult, { ok: true }>;

/**
 * Unmatched readings the analyst must assign or discard: they look like this sheet's data. Elements the sheet does
 * not test, instrument calibration/check rows and further replicates are listed but need nothing (a multi-element
 * run measures far more than one sheet needs; a missing cell still stops the submit).
 */
const MUST_RESOLVE = new Set<string>(['sample_unknown', 'unit_mismatch', 'no_absorbance', 'no_area', 'value_not_numeric']);

const refuse = (code: string, params: Record<string, string | number> = {}) => badRequest(`instrument.error.${code}`, params);

/**
 * A reading no cell can take (a wrong unit, a concentration for a response), assigned or left open, is refused with
 * its reason and line; a non-numeric value, discard-only too, keeps its older answers (assignment_invalid, unresolved).
 */
const wrongQuantity = (x: Unmatched): boolean => x.reason !== 'value_not_numeric' && DISCARD_ONLY.has(x.reason);
const discardOnly = (x: Unmatched) => refuse(x.reason, { ...x.params, line: x.line });

/** The sheet, if the caller is its analyst and it takes entries (the draft-save rules, checked before reading a file). */
export async function sheetForImport(u: Unit, sheetId: number): Promise<Row> {
  const sheet = await load(u, 'analysisSheets', sheetId);
  if (!u.ctx.user?.isRoot && u.ctx.user?.id !== sheet.analystId) throw forbidden('error.notAnalyst');
  if (sheet.status !== 'received' && sheet.status !== 'in_entry')
    throw guardRefused('error.sheetState', { no: String(sheet.analysisNo), state: String(sheet.status) });
  return sheet;
}

/** How to read the file: an inline mapping, a chosen saved mapping, a parser, the instrument's default mapping, or detection. */
async function chosenReader(u: Unit, c: Choice, sheet: Row): Promise<{ mapping?: ColumnMapping; parserId?: string; mappingRow?: Row }> {
  await checkEquipment(u, [c.equipmentId], sheet);
  if (c.mapping) return { mapping: c.mapping, mappingRow: c.mappingId ? await ownMapping(u, c) : undefined };
  let row: Row | undefined;
  if (c.mappingId) row = await ownMapping(u, c);
  else if (!c.parserId) {
    const all = await findBy(u, 'instrumentMappings', 'equipmentId', c.equipmentId);
    row = all.find((m) => m.isDefault) ?? (all.length === 1 ? all[0] : undefined);
  }
  if (!row) return { parserId: c.parserId };
  return {
    mappingRow: row,
    parserId: (row.parserId as string | undefined) ?? c.parserId,
    mapping: row.parserId ? undefined : (row.columns as ColumnMapping | undefined),
  };
}

async function ownMapping(u: Unit, c: Choice): Promise<Row> {
  const row = await load(u, 'instrumentMappings', c.mappingId!);
  if (row.equipmentId !== c.equipmentId) throw refuse('mapping_other_instrument');
  return row;
}

/** A refused read as the route answers it: 413 for a file over the limit, else 400 in the user's language. */
function refuseRead(error: ParseError): never {
  if (error.code === 'file_too_large') throw new AppError(413, CODES.tooLarge, 'instrument.error.file_too_large', error.params);
  throw refuse(error.code, { ...error.params, ...(error.line !== undefined ? { line: error.line } : {}) });
}

/** The header row's column names of a file, for the mapping dialog (XLSX especially), under the preview's access rules. */
export async function columns(u: Unit, sheetId: number, bytes: Uint8Array, headerRow: number, delimiter: string | undefined, maxBytes: number) {
  await sheetForImport(u, sheetId);
  const r = await headerColumns(bytes, headerRow, delimiter, maxBytes);
  if (!r.ok) refuseRead(r.error);
  return { columns: r.columns, lines: r.lines };
}

async function parse(bytes: Uint8Array, reader: { mapping?: ColumnMapping; parserId?: string }, maxBytes: number): Promise<Parsed> {
  const r = await readInstrumentFile(bytes, { ...reader, maxBytes });
  if (!r.ok) refuseRead(r.error);
  const dup = r.warnings.find((w) => w.blocking);
  if (dup) throw refuse(dup.code, { ...dup.params, line: dup.line ?? 0 });
  if (!r.readings.length) throw refuse('no_readings');
  return r;
}

interface Matching {
  parsed: Parsed;
  match: MatchResult;
  curves: CurveCandidate[];
  template: TemplateDef;
  last: Row | undefined;
  rows: RecordRowIn[];
  mappingRow?: Row;
}

async function readAndMatch(u: Unit, sheet: Row, bytes: Uint8Array, c: Choice, maxBytes: number): Promise<Matching> {
  const reader = await chosenReader(u, c, sheet);
  const parsed = await parse(bytes, reader, maxBytes);
  const { st, params, samples } = await sheetContext(u, sheet);
  const last = await lastRecordForImport(u, sheet.id as number);
  const rows = ((last?.rows ?? []) as Row[]).map((r) => ({
    sampleId: String(r.sampleId),
    ...(r.parameter ? { parameter: String(r.parameter) } : {}),
    inputs: (r.inputs ?? {}) as Record<string, string>,
  }));
  const matchParams = params.map((p) => ({
    id: p.id,
    code: p.code,
    name: p.name,
    nameEn: p.nameEn,
    unit: p.unit,
    templateCode: st.toTemplate.get(p.id) ?? p.code,
  }));
  const aliases = (reader.mappingRow?.aliases ?? []) as Array<{ alias: string; parameter: string }>;
  const match = matchReadings(parsed.readings, {
    template: st.template,
    rows,
    params: matchParams,
    samples: samples.map((s) => ({ sampleNo: String(s.sampleNo), parameterIds: (s.parameterIds ?? []) as number[], qcType: s.qcType as string | null })),
    aliases,
    readingInput: reader.mappingRow?.readingInput as string | undefined,
    mapped: parsed.parser === 'mapping',
  });
  if (!match.input) throw refuse('no_reading_input', { template: st.template.id });
  const curves = curveCandidates(st.template, parsed.calibration, paramResolver(matchParams, aliases));
  return { parsed, match, curves, template: st.template, last, rows, mappingRow: reader.mappingRow };
}

export async function preview(u: Unit, sheetId: number, file: { bytes: Uint8Array; name: string }, c: Choice, maxBytes: number): Promise<PreviewAnswer> {
  const sheet = await sheetForImport(u, sheetId);
  const m = await readAndMatch(u, sheet, file.bytes, c, maxBytes);
  const sha256 = storeFile(u.services.config.dataDir, file.bytes);
  const lang = u.ctx.lang;
  return {
    sha256,
    fileName: file.name,
    size: file.bytes.length,
    encoding: m.parsed.encoding,
    parser: m.parsed.parser,
    parserLabel: parserLabel(m.parsed.parser),
    mappingId: (m.mappingRow?.id as number | undefined) ?? null,
    equipmentId: c.equipmentId,
    recordId: (m.last?.id as number | undefined) ?? null,
    version: (m.last?.version as number | undefined) ?? null,
    recordVersion: (m.last?.recordVersion as number | undefined) ?? null,
    // each reading says the dilution the commit writes into the template's factor (none: the value includes it, or
    // the vendor does not say), so the analyst sees it before importing
    matched: m.match.matched.map((x) => withDilution(x, m.match)),
    unmatched: m.match.unmatched.map((x) => ({ ...withDilution(x, m.match), message: translate(lang, `instrument.reason.${x.reason}`, x.params) })),
    targets: m.match.targets,
    ...(m.match.dilutionInput ? { dilutionInput: m.match.dilutionInput } : {}),
    curves: m.curves,
    warnings: m.parsed.warnings.map((w) => ({
      code: w.code,
      ...(w.line !== undefined ? { line: w.line } : {}),
      message: translate(lang, `instrument.warning.${w.code}`, { ...w.params, line: w.line ?? '' }),
    })),
  };
}

function withDilution<T extends Reading>(x: T, match: MatchResult): T & { dilutionWrite?: string } {
  const f = dilutionToWrite(x, match.dilutionInput, match.input);
  return f ? { ...x, dilutionWrite: f } : x;
}

const sameTarget = (a: { sampleId: string; parameter?: string; input: string }, b: typeof a) =>
  a.sampleId === b.sampleId && (a.parameter ?? '') === (b.parameter ?? '') && a.input === b.input;

/**
 * Holds the sheet's row until this transaction ends, so two imports of one sheet run one after the other: the
 * second then reads the version the first wrote and answers 409 (error.conflict) instead of writing a second record
 * of the same version. SQLite runs one transaction at a time already (the connection is held for the transaction).
 */
async function lockSheet(u: Unit, sheetId: number) {
  if (u.services.database.dialect !== 'postgres') return;
  await u.tx.selectFrom('analysisSheets').select('id').where('id', '=', sheetId).forUpdate().execute();
}

export async function commit(u: Unit, sheetId: number, req: CommitRequest, maxBytes: number) {
  await lockSheet(u, sheetId);
  const sheet = await sheetForImport(u, sheetId);
  const dataDir = u.services.config.dataDir;
  const bytes = readStored(dataDir, req.sha256);
  if (!bytes) throw refuse('staged_missing', { sha256: req.sha256 });
  if (sha256Of(bytes) !== req.sha256) throw refuse('staged_missing', { sha256: req.sha256 }); // a changed store is not evidence
  // a staged-file sweep may have moved the file aside after it was read here, and settled before this import was
  // committed (./staged.ts): once committed, the hash-checked bytes are stored again if they are gone (else touched)
  u.after.push(() => {
    try {
      storeFile(dataDir, bytes);
    } catch {
      // a full or read-only disk: audit:verify then names the file as missing, the import itself stands
    }
  });
  const m = await readAndMatch(u, sheet, bytes, req, maxBytes);
  // the import builds on the record the analyst previewed: a save since then answers 409, nothing is written
  if (((m.last?.id as number | undefined) ?? null) !== req.recordId || ((m.last?.version as number | undefined) ?? null) !== req.version) throw conflict();

  const byKey = new Map(m.match.unmatched.map((x) => [x.key, x]));
  const assigned = new Map<string, (typeof req.assignments)[number]>();
  for (const a of req.assignments) {
    const x = byKey.get(a.key);
    if (x && wrongQuantity(x)) throw discardOnly(x);
    const ok = x && x.reason !== 'value_not_numeric' && m.match.targets.some((t) => sameTarget(t, a.target));
    if (!ok) throw refuse('assignment_invalid', { key: a.key, line: x?.line ?? a.key.split(':')[0] });
    assigned.set(a.key, a);
  }
  const discards = new Set(req.discards);
  const open = m.match.unmatched.filter((x) => MUST_RESOLVE.has(x.reason) && !assigned.has(x.key) && !discards.has(x.key));
  const cannot = open.find(wrongQuantity);
  if (cannot) throw discardOnly(cannot);
  if (open.length) throw refuse('unresolved', { count: open.length, lines: [...new Set(open.map((x) => x.line))].slice(0, 20).join(', ') });
  // every reading discarded or left aside: a new record version would say an import happened that wrote nothing
  if (!m.match.matched.length && !assigned.size && !req.curve) throw refuse('nothing_to_import');

  // the new rows: the current ones with the imported cells written (rows appended for cells without a row yet)
  const rows: RecordRowIn[] = m.rows.map((r) => ({ ...r, inputs: { ...r.inputs } }));
  const imported: Array<Sources | undefined> = [];
  const src = (line: number, value: string) => ({ sha256: req.sha256, fileName: req.fileName, line, value });
  // the reading, and the file's dilution into the template's dilution factor only when the parser says the value
  // does not include it already (match.ts dilutionToWrite: a dilution is never applied twice)
  // rows by sample and parameter: a search per cell was quadratic (12,500 cells × 12,500 rows took seconds)
  const rowKey = (r: { sampleId: string; parameter?: string }) => `${r.sampleId}\u0000${r.parameter ?? ''}`;
  const at = new Map(rows.map((r, i) => [rowKey(r), i] as const));
  const write = (t: { sampleId: string; parameter?: string; input: string }, reading: { line: number; value: string }) => {
    let i = at.get(rowKey(t));
    if (i === undefined) {
      i = rows.push({ sampleId: t.sampleId, ...(t.parameter ? { parameter: t.parameter } : {}), inputs: {} }) - 1;
      at.set(rowKey(t), i);
    }
    const value = reading.value.trim();
    rows[i].inputs[t.input] = value;
    imported[i] = { ...(imported[i] ?? {}), [t.input]: src(reading.line, value) };
  };
  const writeWithDilution = (t: { sampleId: string; parameter?: string; input: string }, r: Reading) => {
    write(t, r);
    const f = dilutionToWrite(r, m.match.dilutionInput, m.match.input);
    if (f && m.match.dilutionInput) write({ ...t, input: m.match.dilutionInput }, { line: r.line, value: f });
  };
  for (const x of m.match.matched) writeWithDilution(x.target, x);
  for (const a of assigned.values()) writeWithDilution(a.target, byKey.get(a.key)!);

  const extra = (m.last?.computed ?? {}) as { curve?: RecordBody['curve']; qc?: RecordBody['qc'] };
  // the standards the analyst kept become the record's curve (replacing the one it had); none chosen: unchanged
  const curve = req.curve ? chosenCurve(m.template, m.curves, req.curve) : extra.curve;
  const equipmentIds = [...new Set([...((m.last?.equipmentIds ?? []) as number[]), req.equipmentId])];
  // the header fields the import knows, when still empty: the instrument used and today's date (the day the
  // instrument's service and calibration were checked)
  const header = { ...((m.last?.header ?? {}) as Record<string, string>) };
  const eq = await load(u, 'equipment', req.equipmentId);
  if (!header.instrument) header.instrument = `${String(eq.name)} (${String(eq.assetNo)})`;
  if (!header.analysisDate) header.analysisDate = await labToday(u);
  const body: RecordBody = { header, rows, curve, qc: extra.qc, equipmentIds };
  const saved = await saveDraft(u, sheet, body, { imported, newVersion: true, action: 'instrumentImport', last: m.last ?? null });
  const matched = m.match.matched.length + assigned.size;
  const record = await insert(u, 'instrumentImports', {
    analysisSheetId: sheet.id,
    rawRecordId: saved.record.id,
    recordVersion: saved.record.recordVersion,
    equipmentId: req.equipmentId,
    mappingId: (m.mappingRow?.id as number | undefined) ?? null,
    sha256: req.sha256,
    fileName: req.fileName,
    size: bytes.length,
    parser: m.parsed.parser,
    encoding: m.parsed.encoding,
    matched,
    discarded: discards.size,
  });
  return { record: saved.record, evaluation: saved.evaluation, import: record };
}
