// A multi-element raw record (ICP-OES, HJ 776-2015) on screen: each element's blank, duplicate pair, spike recovery and
// CRM with the QC plan's values, named by the element, the planned values read-only "来自质控计划", each verdict beside
// its element's row; the result column headed 结果 (each row names its element), not the first element's name.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { evaluateRecord, templateById } from '../../schemas/templates/index.ts';
import { planQc } from '../../schemas/templates/recordFill.ts';
import type { RecordInput } from '../../schemas/templates/types.ts';
import { i18nProvider } from '../../src/i18n/index.ts';
import { LanguageProvider } from '../../src/i18n/LanguageProvider.tsx';
import { RecordEditor, useEditor } from '../../src/analysis/rawRecord/RecordEditor.tsx';
import { withTemplateKeys } from '../../src/analysis/rawRecord/model.ts';
import { spikeKey } from '../../src/analysis/rawRecord/sheet.ts';

const toTemplate = new Map([
  [1, 'Ca'],
  [2, 'Fe'],
]);
// the lab's MDLs, as the sheet's parameters give them (HJ 776-2015's table was not read)
const t = { ...templateById('water-tmpl141')!, parameters: templateById('water-tmpl141')!.parameters.map((p) => ({ ...p, mdl: '0.01' })) };
const qc = planQc(
  t,
  toTemplate,
  [{ id: 1 }, { id: 2 }],
  [
    { sampleNo: 'W1', parameterIds: [1, 2] },
    { sampleNo: 'W1-SP', parameterIds: [1, 2], qcType: 'matrix_spike', pairedSampleNo: 'W1', spikes: { 1: '5.00', 2: '1.00' } },
    { sampleNo: 'W1-D', parameterIds: [1, 2], qcType: 'lab_duplicate', pairedSampleNo: 'W1' },
    { sampleNo: 'BLK', parameterIds: [1, 2], qcType: 'lab_blank' },
    {
      sampleNo: 'CRM1',
      parameterIds: [1, 2],
      qcType: 'crm',
      crms: { 1: { certified: '10.0', halfRange: '0.5' }, 2: { certified: '2.00', halfRange: '0.10' } },
    },
  ],
);
const row = (sampleId: string, parameter: string, rho: string) => ({ sampleId, parameter, inputs: { rho, f: '1' } });
const record: RecordInput = {
  header: { analysisDate: '2025-03-18', instrument: 'EQ-1', rho0: '0' },
  rows: [
    row('W1', 'Ca', '3.46'),
    row('W1', 'Fe', '1.00'),
    row('W1-SP', 'Ca', '8.31'),
    row('W1-SP', 'Fe', '1.50'),
    row('CRM1', 'Ca', '10.2'),
    row('CRM1', 'Fe', '2.30'),
    row('W1-D', 'Ca', '3.52'),
    row('W1-D', 'Fe', '1.60'),
    row('BLK', 'Ca', '0.005'),
    row('BLK', 'Fe', '0.013'),
  ],
  qc,
};
const plan = { qcNo: 'QC-20260001', spikes: new Set(qc.spikes!.map(spikeKey)) };

function Editor() {
  const { state, dispatch, evaluation } = useEditor(t, withTemplateKeys(t, record));
  return evaluation ? <RecordEditor template={t} state={state} dispatch={dispatch} evaluation={evaluation} qcPlan={plan} /> : null;
}

describe('a multi-element record’s QC on screen', () => {
  it('shows each element’s recovery and CRM, named, with its verdict, the plan’s values read-only', () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <LanguageProvider>
          <Editor />
        </LanguageProvider>
      </AdminContext>,
    );
    const engine = evaluateRecord(t, record).qc;
    const panel = document.querySelector('[data-testid="qc-panel"]')!;
    const line = (kind: string, p: string) => panel.querySelector(`[data-qc="${kind}"][data-parameter="${p}"]`)!;
    for (const [kind, p, name, pass] of [
      ['spike', 'Ca', '钙', 'true'],
      ['spike', 'Fe', '铁', 'false'],
      ['crm', 'Ca', '钙', 'true'],
      ['crm', 'Fe', '铁', 'false'],
      ['duplicate', 'Ca', '钙', 'true'],
      ['duplicate', 'Fe', '铁', 'false'],
      ['blank', 'Ca', '钙', 'true'],
      ['blank', 'Fe', '铁', 'false'],
    ]) {
      const q = engine.find((x) => x.kind === kind && x.parameter === p)!;
      expect(line(kind, p).getAttribute('data-qc-pass')).toBe(pass);
      expect(line(kind, p).textContent).toMatch(new RegExp(`^${name} `));
      expect(line(kind, p).textContent).toContain(q.value!);
    }
    expect(line('duplicate', 'Fe').textContent).toMatch(/^铁 .*23\.1%.*≤20%.*不合格/);
    expect(line('blank', 'Fe').textContent).toMatch(/^铁 .*0\.013.*<0\.01 mg\/L.*不合格/);
    // the result column holds every element (each row names its own): headed 结果, not the first element's 钙
    expect(document.querySelector('[data-testid="sample-grid"] th[data-col="result"]')!.textContent).toBe('结果mg/L');
    expect(line('spike', 'Ca').textContent).toBe('钙 加标回收 97.0% (70–130%) 合格');
    // the planned amounts and CRM values, per element, read-only from the plan
    const amounts = [...panel.querySelectorAll<HTMLInputElement>('input[name^="qc.spikes."]')].map((i) => [
      i.closest('[data-parameter]')?.getAttribute('data-parameter'),
      i.value,
      i.disabled,
    ]);
    expect(amounts).toEqual([
      ['Ca', '5.00', true],
      ['Fe', '1.00', true],
    ]);
    expect([...panel.querySelectorAll<HTMLInputElement>('input[name^="qc.crms."]')].map((i) => [i.value, i.disabled])).toEqual([
      ['10.0±0.5', true],
      ['2.00±0.10', true],
    ]);
    expect(panel.textContent).toContain('来自质控计划 QC-20260001');
    expect(panel.textContent).toContain('W1 → W1-SP 铁');
    // beside the rows: the Fe spike sits beside the spiked sample's Fe row, not its Ca row
    const beside = (r: number) => document.querySelector(`[data-testid="sample-grid"] tr[data-row="${r}"]`)!;
    expect(beside(3).querySelector('[data-qc="spike"][data-parameter="Fe"]')).not.toBeNull();
    expect(beside(2).querySelector('[data-qc="spike"][data-parameter="Fe"]')).toBeNull();
    expect(beside(2).querySelector('[data-qc="spike"][data-parameter="Ca"]')).not.toBeNull();
    // each element's duplicate beside the duplicate's row of that element, each blank beside its own
    expect(beside(7).querySelector('[data-qc="duplicate"][data-parameter="Fe"]')).not.toBeNull();
    expect(beside(6).querySelector('[data-qc="duplicate"][data-parameter="Fe"]')).toBeNull();
    expect(beside(9).querySelector('[data-qc="blank"][data-parameter="Fe"]')).not.toBeNull();
  });
});
