// The raw-record grid of a long record (issues 14 and 20: an instrument run is 12,500 rows). Up to VIRTUAL_FROM rows
// every row is in the DOM (the e2e tests, the browser's find and Tab reach each cell); past that only the rows in
// view and a margin are rendered between two spacer rows, a paste still reaches the rows not rendered, and a
// keystroke rebuilds only the row it changed. jsdom lays nothing out: the grid's height and the rows' heights are
// given below, as a browser would measure them.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { evaluateRecord, templateById } from '../../schemas/templates/index.ts';
import type { RecordInput, TemplateDef } from '../../schemas/templates/types.ts';
import { i18nProvider } from '../../src/i18n/index.ts';
import { LanguageProvider } from '../../src/i18n/LanguageProvider.tsx';
import { Grid, type GridColumn, type GridRow } from '../../src/analysis/rawRecord/Grid.tsx';
import { VIRTUAL_FROM, VIRTUAL_INPUTS } from '../../src/analysis/rawRecord/GridBody.tsx';
import { RecordEditor, useEditor } from '../../src/analysis/rawRecord/RecordEditor.tsx';
import { useGridRows, type RowContext } from '../../src/analysis/rawRecord/useGridRows.tsx';
import { initialState, reduce, withTemplateKeys } from '../../src/analysis/rawRecord/model.ts';

const VIEW = 600; // the grid's visible height (px)
const ROW = 40; // a row's height (px)
const restore: Array<() => void> = [];
beforeAll(() => {
  const size = (prop: 'clientHeight' | 'offsetHeight', get: (el: HTMLElement) => number) => {
    Object.defineProperty(HTMLElement.prototype, prop, {
      configurable: true,
      get: function (this: HTMLElement) {
        return get(this);
      },
    });
    // jsdom defines these on Element.prototype: the override on HTMLElement.prototype is simply removed afterwards
    restore.push(() => delete (HTMLElement.prototype as unknown as Record<string, unknown>)[prop]);
  };
  size('clientHeight', (el) => (el.classList.contains('rr-grid') ? VIEW : 0));
  size('offsetHeight', (el) => (el.tagName === 'TR' ? ROW : 0));
});
afterAll(() => restore.forEach((f) => f()));

const columns: GridColumn[] = [
  { key: 'a', title: 'A', editable: true },
  { key: 'b', title: 'B', editable: true },
  { key: 'r', title: 'R', editable: false },
];
const plainRows = (n: number): GridRow[] =>
  Array.from({ length: n }, (_, i) => ({ sig: String(i), label: `S${i + 1}`, cells: [{ value: String(i) }, { value: '' }, { value: `r${i}` }] }));
const inputs = () => document.querySelectorAll('[data-testid="g"] input');
const cell = (r: number, key: string) => document.querySelector<HTMLInputElement>(`[data-testid="g"] input[data-cell="${r}.${key}"]`);

function grid(n: number, onCell = vi.fn(), onBlock = vi.fn()) {
  render(<Grid testId="g" columns={columns} rows={plainRows(n)} labelTitle="Sample" onCell={onCell} onBlock={onBlock} />);
  return { onCell, onBlock };
}

describe('a long raw record', () => {
  it(`renders every row up to ${VIRTUAL_FROM} rows (the e2e tests' data-cell selectors reach each one)`, () => {
    grid(VIRTUAL_FROM);
    expect(inputs()).toHaveLength(VIRTUAL_FROM * 2);
    expect(cell(VIRTUAL_FROM - 1, 'b')).not.toBeNull();
    expect(document.querySelector('tr.rr-spacer')).toBeNull();
  });

  it(`renders only the rows in view of a short sheet with more than ${VIRTUAL_INPUTS} inputs (100 samples × 12)`, () => {
    const wide: GridColumn[] = Array.from({ length: 12 }, (_, c) => ({ key: `k${c}`, title: `K${c}`, editable: true }));
    const rows = (n: number): GridRow[] =>
      Array.from({ length: n }, (_, i) => ({ sig: String(i), label: `S${i + 1}`, cells: wide.map(() => ({ value: String(i) })) }));
    const at = VIRTUAL_INPUTS / 12; // 40 rows of 12 inputs: every row rendered
    const { unmount } = render(<Grid testId="g" columns={wide} rows={rows(at)} labelTitle="Sample" onCell={vi.fn()} onBlock={vi.fn()} />);
    expect(inputs()).toHaveLength(VIRTUAL_INPUTS);
    unmount();
    render(<Grid testId="g" columns={wide} rows={rows(100)} labelTitle="Sample" onCell={vi.fn()} onBlock={vi.fn()} />);
    const shown = document.querySelectorAll('[data-testid="g"] tr[data-row]').length;
    expect(shown).toBeGreaterThanOrEqual(VIEW / ROW);
    expect(shown).toBeLessThan(40);
    expect(inputs()).toHaveLength(shown * 12);
    expect(document.querySelector<HTMLInputElement>('[data-testid="g"] input[data-cell="0.k11"]')!.value).toBe('0');
  });

  it('renders only the rows in view and a margin past that, the rest kept as spacer height', () => {
    const n = 5000;
    const { onCell, onBlock } = grid(n);
    const shown = document.querySelectorAll('[data-testid="g"] tr[data-row]');
    // a screenful (600 / 40 = 15 rows) and the margin below it: far from 5,000
    expect(shown.length).toBeGreaterThanOrEqual(VIEW / ROW);
    expect(shown.length).toBeLessThan(60);
    expect(cell(0, 'a')!.value).toBe('0');
    expect(cell(n - 1, 'a')).toBeNull();
    const spacer = document.querySelector<HTMLElement>('tr.rr-spacer')!;
    expect(parseFloat(spacer.style.height)).toBe((n - shown.length) * ROW);
    // typing goes to the row's own index; a pasted block reaches rows that are not rendered
    fireEvent.change(cell(3, 'b')!, { target: { value: '7' } });
    expect(onCell).toHaveBeenCalledWith(3, 'b', '7');
    const block = Array.from({ length: 300 }, (_, i) => `${i}\t${i + 1}`).join('\n');
    fireEvent.paste(cell(0, 'a')!, { clipboardData: { getData: () => block } });
    expect(onBlock).toHaveBeenCalledWith(0, ['a', 'b'], expect.any(Array));
    expect(onBlock.mock.calls[0][2]).toHaveLength(300);
  });

  it('fills rows not rendered from a pasted block (the model works on the record, not the screen)', () => {
    const record: RecordInput = { rows: Array.from({ length: 300 }, (_, i) => ({ sampleId: `S${i}`, inputs: { a: '', b: '' } })) };
    const s = reduce(initialState(record), { type: 'block', row: 0, keys: ['a', 'b'], block: record.rows.map((_, i) => [`${i}`, '1']) });
    expect(s.record.rows[299].inputs).toEqual({ a: '299', b: '1' });
    expect(s.layout).toBe(0); // values typed or pasted keep the rows' layout
  });
});

function bigSheet(n: number): { template: TemplateDef; record: RecordInput } {
  const template = templateById('water-tmpl60')!;
  const s1 = template.example.rows[0];
  const record = { ...template.example, rows: Array.from({ length: n }, (_, i) => ({ ...s1, sampleId: `S${i + 1}` })), qc: {} };
  return { template, record: withTemplateKeys(template, record) };
}

describe('a keystroke in a long record', () => {
  it('rebuilds only the row it changed while the evaluation stands, and every row shown when it changes', () => {
    const { template, record } = bigSheet(300);
    const evaluation = evaluateRecord(template, record);
    const ctx = (ev = evaluation): RowContext => ({
      template,
      evaluation: ev,
      columns: template.inputs.map((f) => ({ key: f.key, title: f.key, editable: true })),
      byCell: new Map(),
      translate: (k) => k,
      lang: 'zh',
      words: { addRow: '+', removeRow: '-' },
      paramName: new Map(),
      firstRowOf: new Map(),
      rowsPerSample: new Map(),
      dispatch: () => undefined,
    });
    const first = ctx();
    const { result, rerender } = renderHook(({ rows, c }) => useGridRows(rows, c), { initialProps: { rows: record.rows, c: first } });
    const before = [0, 1, 299].map((i) => result.current.at(i));
    const key = template.inputs[0].key;
    const rows = reduce(initialState(record), { type: 'cell', row: 1, key, value: '9' }).record.rows;
    rerender({ rows, c: first });
    expect(result.current.at(0)).toBe(before[0]);
    expect(result.current.at(299)).toBe(before[2]);
    expect(result.current.at(1)).not.toBe(before[1]);
    expect(result.current.at(1)!.cells[0].value).toBe('9');
    rerender({ rows, c: ctx(evaluateRecord(template, { ...record, rows })) });
    expect(result.current.at(0)).not.toBe(before[0]);
    expect(result.current.at(0)!.sig).toBe(before[0]!.sig); // same text: the memoised <Row> skips it
  });

  it('shows the engine result of a typed cell in a virtualised record', async () => {
    const { template, record } = bigSheet(VIRTUAL_FROM + 100);
    function Editor() {
      const { state, dispatch, evaluation } = useEditor(template, record);
      return evaluation ? <RecordEditor template={template} state={state} dispatch={dispatch} evaluation={evaluation} /> : null;
    }
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <LanguageProvider>
          <Editor />
        </LanguageProvider>
      </AdminContext>,
    );
    const key = 'Vw'; // the sample's volume: the result is inversely proportional to it
    const result = template.results[0].key;
    const shown = () => document.querySelector(`[data-testid="sample-grid"] td[data-value="0.${result}"]`)!.textContent;
    const input = document.querySelector<HTMLInputElement>(`[data-testid="sample-grid"] input[data-cell="0.${key}"]`)!;
    expect(document.querySelectorAll('[data-testid="sample-grid"] tr[data-row]').length).toBeLessThan(60);
    expect(shown()).toBe(evaluateRecord(template, record).rows[0].results.find((r) => r.key === result)!.display);
    const value = String(Number(record.rows[0].inputs[key]) * 2);
    await act(async () => fireEvent.change(input, { target: { value } }));
    const now = { ...record, rows: record.rows.map((r, i) => (i === 0 ? { ...r, inputs: { ...r.inputs, [key]: value } } : r)) };
    const after = evaluateRecord(template, now).rows[0].results.find((r) => r.key === result)!.display;
    expect(after).not.toBe(evaluateRecord(template, record).rows[0].results.find((r) => r.key === result)!.display);
    await waitFor(() => expect(shown()).toBe(after));
  });
});
