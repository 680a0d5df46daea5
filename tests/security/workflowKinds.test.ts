import fc from 'fast-check';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from '../api/harness.ts';
import { lastAuditHash, tableCounts } from './tables.ts';
import { notBool, notDay, notInstant, notInt, notDecimal, notText, notList, notId } from './wrongValues.ts';

// Issue 15, "bad input", the workflow half: each workflow write route (order, task, QC, analysis, report actions)
// gets values of the wrong type for every field kind its body has (boolean, date, date-time, int, decimal, dict,
// ref, enum, array), also inside its lists (samples.0.preservationOk), and answers 400 naming the field with the
// database unchanged (row counts of every table and the audit chain's head). The generic routes: fieldKinds.test.ts.

const RUNS = Number(process.env.LIMS_FUZZ_RUNS ?? 3);
const SEED = Number(process.env.LIMS_FUZZ_SEED ?? Date.now() % 2 ** 31);

type Kind = 'bool' | 'date' | 'datetime' | 'int' | 'decimal' | 'dict' | 'ref' | 'enum' | 'array';
const wrong: Record<Kind, fc.Arbitrary<unknown>> = {
  bool: notBool,
  date: notDay,
  datetime: notInstant,
  int: notInt,
  decimal: notDecimal,
  // a dict or enum value: not text at all, or text that is none of the options
  dict: fc.oneof(notText, fc.constantFrom('not-a-value', 'xyz_unknown')),
  enum: fc.oneof(notText, fc.constantFrom('not-an-option', 'PASS')),
  ref: notId,
  array: notList,
};

/** `body` with `value` at the dotted `path` (samples.0.sampledAt), the rest untouched. */
function at(body: object, path: string, value: unknown): object {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const k of keys.slice(0, -1)) node = node[k] as Record<string, unknown>;
  node[keys[keys.length - 1]] = value;
  return copy;
}

describe.each(databaseTargets())('wrong-typed values on every workflow write route on %s', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  async function refused(url: string, body: object, field: string, failures: string[]) {
    const [counts, head] = [await tableCounts(t), await lastAuditHash(t)];
    const res = await t.call('POST', url, { token: admin, body, lang: 'en' });
    const leaf = field.split('.').pop()!;
    // a spoiled list element (parameterIds.0) may be named by its list
    const list = /\.\d+$/.test(field) ? field.replace(/\.\d+$/, '') : undefined;
    const named = (res.body?.data?.errors ?? []).some(
      (e: { field: string }) =>
        e.field === field || e.field.startsWith(`${field}.`) || e.field === list || (!list && (e.field === leaf || e.field.endsWith(`.${leaf}`))),
    );
    if (res.status !== 400 || !named)
      failures.push(`${url} ${JSON.stringify(body).slice(0, 160)} → ${res.status} ${JSON.stringify(res.body?.data?.errors ?? res.body?.msg).slice(0, 200)}`);
    else if (JSON.stringify(await tableCounts(t)) !== JSON.stringify(counts) || (await lastAuditHash(t)) !== head)
      failures.push(`${url} ${JSON.stringify(body)} → 400 but the database changed`);
  }

  /** The first row of `table` in one of `states` (the seeded demo lab has each). */
  async function rowIn(table: string, field: string, states: string[]) {
    const row = await t.database.db.selectFrom(table).selectAll().where(field, 'in', states).orderBy('id').executeTakeFirst();
    if (!row) throw new Error(`the demo seed has no ${table} row in ${states.join('/')}`);
    return row as Record<string, unknown> & { id: number; version: number };
  }

  it(`answers 400 naming the field, and writes nothing (${RUNS} runs per field, seed ${SEED})`, async () => {
    const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
    const draft = await rowIn('orders', 'status', ['draft']);
    const submitted = await rowIn('orders', 'status', ['submitted']);
    const accepted = await rowIn('orders', 'status', ['accepted', 'in_progress']);
    const issuedTask = await rowIn('tasks', 'status', ['issued']);
    const samplingTask = await rowIn('tasks', 'status', ['sampling']);
    const sampleOf = async (taskId: number) =>
      (await t.database.db.selectFrom('samples').select('id').where('taskId', '=', taskId).orderBy('id').executeTakeFirstOrThrow()).id as number;
    const [s1, s2] = [await sampleOf(issuedTask.id), await sampleOf(samplingTask.id)];
    const qc = await rowIn('qcSheets', 'status', ['planned']);
    const pending = await rowIn('analysisSheets', 'status', ['pending']);
    const entry = await rowIn('analysisSheets', 'status', ['received', 'in_entry']);
    const report = await rowIn('reports', 'status', ['drafting']);
    const param = (await t.database.db.selectFrom('parameters').select('id').orderBy('id').executeTakeFirstOrThrow()).id as number;
    const qcItems = json(qc.items) as object[];
    const point = { name: '总排口', matrix: 'wastewater', days: 1, timesPerDay: 1, parameterIds: [param] };
    const review = { id: submitted.id, capability: true, method: true, turnaroundDays: 5, outcome: 'pass' };
    const spiked = { type: 'spike', parameterIds: [param], spikes: [{ parameterId: param, amount: '1', unit: 'mg/L' }] };

    // route, a body the route would take, and the fields to spoil with the kind of each (and, for a field that reads
    // numerals, values it refuses even so: its `"3"` or `[3]` is taken as 3, see the note on notId)
    const numeral = notId;
    const cases: Array<[string, object, Array<[string, Kind, fc.Arbitrary<unknown>?]>]> = [
      [
        '/admin/order/order_add_cg',
        { id: draft.id, version: draft.version, points: [point] },
        [
          ['urgent', 'bool'],
          ['dueDate', 'date'],
          ['reportCopies', 'int'],
          ['discount', 'decimal'],
          ['category', 'dict'],
          ['reportDelivery', 'dict'],
          ['clientId', 'ref'],
          ['samplingBy', 'enum'],
          ['points', 'array'],
          ['matrices', 'array'],
          ['points.0.days', 'int'],
          ['points.0.parameterIds', 'array'],
        ],
      ],
      [
        '/admin/order/contract_review',
        review,
        [
          ['capability', 'bool'],
          ['clientConsent', 'bool'],
          ['turnaroundDays', 'int'],
          ['outcome', 'enum'],
        ],
      ],
      ['/admin/order/submit', { id: draft.id, version: draft.version }, [['version', 'int']]],
      ['/admin/task/create_from_order', { orderId: accepted.id }, [['orderId', 'ref']]],
      [
        '/admin/task/sampling',
        { taskId: issuedTask.id, samples: [{ id: s1, sampledAt: '2026-01-15T08:00:00.000Z' }] },
        [
          ['taskId', 'ref'],
          ['samples', 'array'],
          ['samples.0.id', 'ref'],
          ['samples.0.sampledAt', 'datetime'],
          ['airTemperature', 'decimal'],
        ],
      ],
      [
        '/admin/task/receive',
        { id: samplingTask.id, samples: [{ id: s2, condition: '完好', containerIntact: true, preservationOk: true, receiptTemperature: '4.0' }] },
        [
          ['samples', 'array'],
          ['samples.0.containerIntact', 'bool'],
          ['samples.0.preservationOk', 'bool'],
          ['samples.0.rejected', 'bool'],
          ['samples.0.receiptTemperature', 'decimal'],
          ['samples.0.receivedAt', 'datetime'],
          ['samples.0.sampledAt', 'datetime'],
        ],
      ],
      ['/admin/task/start_analysis', { id: samplingTask.id }, [['version', 'int']]],
      [
        '/admin/qc/create',
        { taskId: issuedTask.id, items: [spiked] },
        [
          ['taskId', 'ref'],
          ['items', 'array'],
          ['items.0.type', 'enum'],
          ['items.0.parameterIds', 'array'],
          ['items.0.spikes.0.amount', 'decimal'],
          ['items.0.spikes.0.unit', 'enum'],
          ['items.0.spikes.0.parameterId', 'ref'],
        ],
      ],
      [
        '/admin/qc/save',
        { id: qc.id, version: qc.version, items: qcItems.length ? qcItems : [spiked] },
        [
          ['items', 'array'],
          ['items.0.type', 'enum'],
          ['version', 'int', numeral],
        ],
      ],
      ['/admin/qc/evaluate', { id: qc.id }, [['version', 'int']]],
      [
        '/admin/analysis/issued',
        { id: pending.id, analystId: 1 },
        [
          ['analystId', 'ref'],
          ['version', 'int'],
        ],
      ],
      ['/admin/analysis/split_param', { id: pending.id, parameterIds: [param] }, [['parameterIds.0', 'ref']]],
      [
        '/admin/analysis/add_cgorder',
        { analysisSheetId: entry.id, header: {}, rows: [], equipmentIds: [] },
        [
          ['analysisSheetId', 'ref'],
          ['rows', 'array'],
          ['equipmentIds', 'array'],
          ['equipmentIds.0', 'ref'],
        ],
      ],
      [
        '/admin/report/draft',
        { orderId: accepted.id },
        [
          ['orderId', 'ref'],
          ['sampleIds', 'array'],
          ['parameterIds', 'array'],
          ['belowMdlNotation', 'enum'],
        ],
      ],
      [
        '/admin/report/save_draft',
        { id: report.id, version: report.version },
        [
          ['parameterIds', 'array'],
          ['belowMdlNotation', 'enum'],
          ['version', 'int', numeral],
        ],
      ],
      ['/admin/report/update_notes', { id: report.id, version: report.version }, [['version', 'int', numeral]]],
    ];
    const failures: string[] = [];
    const kinds = new Set<Kind>();
    for (const [url, body, fields] of cases) {
      for (const [path, kind, values] of fields) {
        kinds.add(kind);
        // a list element that is not there yet gets a first one
        const base = path.endsWith('.0') ? at(body, path.slice(0, -2), []) : body;
        await fc.assert(
          fc.asyncProperty(values ?? wrong[kind], async (v) => {
            await refused(url, at(base, path, v), path, failures);
          }),
          { numRuns: RUNS, seed: SEED },
        );
      }
    }
    if (failures.length) console.log(failures.slice(0, 40).join('\n'));
    expect(failures).toEqual([]);
    expect([...kinds].sort()).toEqual(Object.keys(wrong).sort());
  }, 600_000);
});
