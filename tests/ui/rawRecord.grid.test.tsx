// The raw-record grid in jsdom: typing recomputes the row live with the shared engine, a block pasted from Excel
// fills cells right and down (and grows the calibration series), the keyboard moves like a spreadsheet, bad values
// are marked in their cell with the localised message naming the field, and no input whatsoever makes it throw.
// The engine's results follow the typed value one frame later (useAfterPaint): assertions on them wait for it.
import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { AdminContext, memoryStore } from 'react-admin';
import { evaluateRecord, templateById } from '../../schemas/templates/index.ts';
import type { RecordInput, TemplateDef } from '../../schemas/templates/types.ts';
import { i18nProvider } from '../../src/i18n/index.ts';
import { LanguageProvider } from '../../src/i18n/LanguageProvider.tsx';
import { RecordEditor, useEditor } from '../../src/analysis/rawRecord/RecordEditor.tsx';
import { withTemplateKeys, blankRecord } from '../../src/analysis/rawRecord/model.ts';
import { appState } from '../../src/settings.ts';

function Editor({ template, record }: { template: TemplateDef; record: RecordInput }) {
  const { state, dispatch, evaluation } = useEditor(template, record);
  return evaluation ? <RecordEditor template={template} state={state} dispatch={dispatch} evaluation={evaluation} /> : null;
}

function mount(id: string, record?: RecordInput) {
  const t = templateById(id)!;
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <LanguageProvider>
        <Editor template={t} record={withTemplateKeys(t, record ?? t.example)} />
      </LanguageProvider>
    </AdminContext>,
  );
  return t;
}

const input = (row: number, key: string) =>
  document.querySelector<HTMLInputElement>(`#root-grid input[data-cell="${row}.${key}"], [data-testid="sample-grid"] input[data-cell="${row}.${key}"]`)!;
const shown = (row: number, key: string) => document.querySelector(`[data-testid="sample-grid"] td[data-value="${row}.${key}"]`)!;
const curveInput = (row: number, key: 'x' | 'y') => document.querySelector<HTMLInputElement>(`[data-testid="curve-grid"] input[data-cell="${row}.${key}"]`)!;
const type = (el: HTMLInputElement, value: string) => fireEvent.change(el, { target: { value } });
const paste = (el: HTMLInputElement, text: string) => fireEvent.paste(el, { clipboardData: { getData: () => text } });
/** What the engine says for the record as typed so far (the screen must show exactly this). */
const expected = (t: TemplateDef, record: RecordInput) => evaluateRecord(t, record);

describe('raw-record grid', () => {
  it('recomputes computed columns and the result of a row as a cell is typed', async () => {
    const t = mount('water-tmpl47');
    expect(shown(0, 'result').textContent).toBe(expected(t, t.example).rows[0].result!.display);
    type(input(0, 'A'), '0.250');
    const now = { ...t.example, rows: t.example.rows.map((r, i) => (i === 0 ? { ...r, inputs: { ...r.inputs, A: '0.250' } } : r)) };
    const ev = expected(t, now);
    expect(input(0, 'A').value).toBe('0.250'); // the typed value at once
    await waitFor(() => expect(shown(0, 'result').textContent).toBe(ev.rows[0].result!.display));
    expect(shown(0, 'result').textContent).not.toBe(expected(t, t.example).rows[0].result!.display);
    expect(shown(0, 'Ac').textContent).toBe('0.238'); // A − A0, 3 decimals
    // units are in the headers
    expect(document.querySelector('[data-testid="sample-grid"] th[data-col="V"]')!.textContent).toBe('取样体积mL');
    // the duplicate's QC evaluation sits beside the duplicate row and follows the edit
    const dup = document.querySelector('[data-testid="sample-grid"] tr[data-row="1"] [data-qc="duplicate"]')!;
    expect(dup.textContent).toContain(ev.qc.find((q) => q.kind === 'duplicate')!.value!);
  });

  it('pastes a block of cells from Excel: tab-separated columns, newline-separated rows, trailing newline ignored', async () => {
    const t = mount('water-tmpl47', blankRecord(templateById('water-tmpl47')!.example));
    paste(input(0, 'V'), '50.0\t0.168\t1\r\n50.0\t0.172\t1\r\n50.0\t0.296\r\n');
    expect([0, 1, 2].map((r) => [input(r, 'V').value, input(r, 'A').value, input(r, 'f').value])).toEqual([
      ['50.0', '0.168', '1'],
      ['50.0', '0.172', '1'],
      ['50.0', '0.296', ''],
    ]);
    expect(input(3, 'V').value).toBe(''); // BLK untouched
    // a block pasted in the middle starts at that cell; columns past the last input are dropped
    paste(input(3, 'A'), '0.013\t1\t99\t99');
    expect([input(3, 'V').value, input(3, 'A').value, input(3, 'f').value]).toEqual(['', '0.013', '1']);
    // rows past the last sample are dropped too (a sheet's samples are fixed)
    paste(input(3, 'V'), '50.0\n60.0\n70.0');
    expect(input(3, 'V').value).toBe('50.0');
    expect(document.querySelectorAll('[data-testid="sample-grid"] tbody tr')).toHaveLength(4);
    // the standard series pasted into the curve grows it and fits slope, intercept and r
    paste(curveInput(0, 'x'), ['0\t0.002', '5\t0.034', '10\t0.065', '20\t0.129', '40\t0.256', '60\t0.383', '80\t0.512'].join('\n'));
    expect(document.querySelectorAll('[data-testid="curve-grid"] tbody tr')).toHaveLength(7);
    expect(curveInput(6, 'y').value).toBe('0.512');
    const points = [
      ['0', '0.002'],
      ['5', '0.034'],
      ['10', '0.065'],
      ['20', '0.129'],
      ['40', '0.256'],
      ['60', '0.383'],
      ['80', '0.512'],
    ].map(([x, y]) => ({ x, y }));
    const cal = evaluateRecord(t, { ...t.example, curve: { points } }).calibration!;
    await waitFor(() => expect(document.querySelector('[data-stat="slope"]')!.textContent).toBe(cal.reported.slope));
    expect(document.querySelector('[data-stat="r"]')!.textContent).toBe(cal.reported.r);
    // one value is an ordinary paste: the input handles it, nothing else changes
    const before = input(1, 'V').value;
    paste(input(1, 'A'), '0.5');
    expect(input(1, 'V').value).toBe(before);
  });

  it('moves with the keyboard: arrows (left/right at the text edge), Enter and Shift+Enter', () => {
    mount('water-tmpl47');
    const at = () => (document.activeElement as HTMLInputElement).dataset.cell;
    const key = (k: string, o: object = {}) => fireEvent.keyDown(document.activeElement!, { key: k, ...o });
    act(() => input(0, 'V').focus());
    key('ArrowDown');
    expect(at()).toBe('1.V');
    key('Enter');
    expect(at()).toBe('2.V');
    key('Enter', { shiftKey: true });
    expect(at()).toBe('1.V');
    key('ArrowUp');
    expect(at()).toBe('0.V');
    key('ArrowUp'); // first row: stays
    expect(at()).toBe('0.V');
    // moving selects the whole value (typing replaces it, like a spreadsheet); arrows then move on
    expect([input(0, 'V').selectionStart, input(0, 'V').selectionEnd]).toEqual([0, input(0, 'V').value.length]);
    key('ArrowRight');
    expect(at()).toBe('0.A');
    // the caret inside the text: left/right move the caret, not the cell
    input(0, 'A').setSelectionRange(2, 2);
    key('ArrowRight');
    expect(at()).toBe('0.A');
    input(0, 'A').setSelectionRange(input(0, 'A').value.length, input(0, 'A').value.length);
    key('ArrowRight');
    expect(at()).toBe('0.f');
    key('ArrowRight'); // last input column: computed columns are not cells to move into
    expect(at()).toBe('0.f');
    input(0, 'f').setSelectionRange(0, 0);
    key('ArrowLeft');
    expect(at()).toBe('0.A');
    for (let i = 0; i < 10; i++) key('ArrowDown');
    expect(at()).toBe('3.A'); // last row
    // Tab goes through the inputs in reading order (the row buttons are out of the tab order)
    const order = [...document.querySelectorAll<HTMLElement>('[data-testid="sample-grid"] input, [data-testid="sample-grid"] button')]
      .filter((e) => e.tabIndex >= 0)
      .map((e) => e.dataset.cell);
    expect(order.slice(0, 4)).toEqual(['0.V', '0.A', '0.f', '1.V']);
  });

  it('marks invalid cells with the localised message naming the field, and counts nothing it cannot compute', async () => {
    mount('water-tmpl47');
    type(input(0, 'A'), 'abc');
    type(input(1, 'V'), '0');
    type(input(2, 'A'), '-0.2');
    type(input(3, 'V'), '');
    const msg = (r: number, k: string) => document.querySelector(`[data-error="${r}.${k}"]`)?.textContent;
    await waitFor(() => expect(msg(0, 'A')).toBe('样品吸光度 不是有效数字：“abc”'));
    expect(msg(1, 'V')).toBe('取样体积 必须大于 0');
    expect(msg(2, 'A')).toBe('样品吸光度 不能小于 0');
    expect(msg(3, 'V')).toBe('必填：取样体积');
    expect(input(0, 'A').getAttribute('aria-invalid')).toBe('true');
    expect(input(0, 'V').getAttribute('aria-invalid')).toBeNull();
    expect(shown(0, 'result').textContent).toBe(''); // no result from a bad value
    // a header problem is shown on the header field
    fireEvent.change(document.querySelector('input[name="header.A0"]')!, { target: { value: 'x' } });
    expect(await screen.findByText('空白吸光度 不是有效数字：“x”')).toBeTruthy();
    // fixing the cells clears their marks
    fireEvent.change(document.querySelector('input[name="header.A0"]')!, { target: { value: '0.012' } });
    type(input(0, 'A'), '0.168');
    await waitFor(() => expect(msg(0, 'A')).toBeUndefined());
    expect(shown(0, 'result').textContent).not.toBe('');
  });

  it('speaks English when the language is English', async () => {
    appState.language.set('en');
    try {
      mount('water-tmpl47');
      type(input(1, 'V'), '0');
      await waitFor(() => expect(document.querySelector('[data-error="1.V"]')!.textContent).toBe('Sample volume must be greater than 0'));
    } finally {
      appState.language.set('zh-cn');
    }
  });

  it('prints the curve in reported digits: a failing r is truncated beside its verdict, full values on hover', () => {
    // r = 0.998989…: GB/T 8170 to four decimals would print "0.9990" next to "fail"; truncation (只舍不入) prints 0.998
    const points = [
      ['0', '0.002'],
      ['5', '0.034'],
      ['10', '0.065'],
      ['20', '0.129'],
      ['40', '0.27981'],
      ['60', '0.383'],
      ['80', '0.512'],
    ].map(([x, y]) => ({ x, y }));
    const t = templateById('water-tmpl47')!;
    const cal = evaluateRecord(t, { ...t.example, curve: { points } }).calibration!;
    expect(cal.r.startsWith('0.99898')).toBe(true);
    expect(cal.pass).toBe(false);
    mount('water-tmpl47', { ...t.example, curve: { points } });
    const stat = (k: string) => document.querySelector<HTMLElement>(`[data-stat="${k}"]`)!;
    expect(stat('r').textContent).toBe('0.998');
    expect(stat('r').title).toBe(`全数值：${cal.r}`);
    expect(stat('slope').textContent).toBe(cal.reported.slope);
    expect(stat('slope').title).toBe(`全数值：${cal.slope}`);
    expect(stat('intercept').textContent).toBe(cal.reported.intercept);
    expect(stat('intercept').title).toBe(`全数值：${cal.intercept}`);
    const stats = screen.getByTestId('curve-stats').textContent!;
    expect(stats).toContain('不合格');
    expect(stats).not.toContain('0.9990');
  });

  it('shows a judgement with the decision rule it used, in zh-CN and in English', async () => {
    // 6.3496 mm/a prints 6.35 but is below the limit ≥ 6.35: the full-value comparison judges it not hazardous
    const t = templateById('gufei-tmpl127')!;
    const record = { ...t.example, rows: [{ sampleId: 'S1', inputs: { W: '2.6800', A: '28.0', T: '168' } }], qc: {} };
    const rv = evaluateRecord(t, record).rows[0].results.find((r) => r.key === 'corrosive')!;
    expect([rv.flag, rv.decision?.comparison]).toEqual([false, 'full']);
    const basis = rv.decision!.basis;
    mount('gufei-tmpl127', record);
    expect(shown(0, 'result').textContent).toBe('6.35');
    const cell = shown(0, 'corrosive') as HTMLElement;
    expect(cell.textContent).toBe('不具有危险特性全数值比较法');
    expect(cell.querySelector('[data-note="0.corrosive"]')!.textContent).toBe('全数值比较法');
    expect(cell.title).toBe(`不具有危险特性（全数值比较法，${basis.zh}）`);
    expect(screen.getByTestId('decision-rules').textContent).toBe(`判定规则：腐蚀性 — 全数值比较法，${basis.zh}`);
    expect(cell.textContent).not.toMatch(/calc\.|full|notHazardous/);
    cleanup();
    appState.language.set('en');
    try {
      mount('gufei-tmpl127', record);
      const en = shown(0, 'corrosive') as HTMLElement;
      await waitFor(() => expect(en.title).toBe(`Not hazardous (full-value comparison, ${basis.en})`));
      expect(en.title).not.toMatch(/[\u3000-\u9fff\uff00-\uffef]/); // one language on the English screen
      expect(en.querySelector('[data-note="0.corrosive"]')!.textContent).toBe('full-value comparison');
      expect(screen.getByTestId('decision-rules').textContent).toBe(`Decision rules: Corrosive: full-value comparison, ${basis.en}`);
    } finally {
      appState.language.set('zh-cn');
    }
  });

  it('never throws, whatever is typed or pasted into whichever cell of any family', () => {
    for (const id of ['water-tmpl47', 'water-tmpl46', 'water-tmpl65', 'gufei-tmpl78', 'water-componentSoilJxzc']) {
      const t = mount(id);
      const keys = t.inputs.map((f) => f.key);
      const rows = t.example.rows.length;
      fc.assert(
        fc.property(
          fc.nat(rows - 1),
          fc.constantFrom(...keys),
          fc.oneof(
            fc.string(),
            fc.constantFrom('', '-1', '0', '1e400', '-0', 'NaN', 'Infinity', '1/0', '9'.repeat(60), '0x10', ' 1 ', '１２', '1,5', '__proto__'),
          ),
          (r, k, v) => {
            type(input(r, k), v);
            paste(input(r, k), `${v}\t${v}\n${v}`);
            // every result cell shows a value or nothing; every problem is marked in place
            for (let i = 0; i < rows; i++) expect(shown(i, t.results[0].key).textContent).not.toMatch(/NaN|undefined|Infinity/);
          },
        ),
        { numRuns: 15 },
      );
      cleanup();
    }
  }, 60_000);
});
