// Dilution on import (issue 20): the file's dilution lands in the template's dilution factor `f` only when the
// vendor's value is the solution's, before dilution (ICP Expert "Soln Conc" with "DF"); a value that already
// includes it (MassHunter "Conc." after "Total Dil.") leaves `f` alone — a dilution is never applied twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets } from './harness.ts';
import { masshunter, previewUpload, startLab, type Lab } from './instrumentHelpers.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

/** An ICP Expert export (senaite.core varian/vistapro export.csv layout) for the given [label, Soln Conc, DF] rows. */
const icpExpert = (rows: Array<[string, string, number]>) => {
  const head =
    '"Solution Label","Batch Label","Customer Id","Customer Label","Type","Element","Flags","Soln Conc","Units","Corr Con","Units","Int","Internal Std","Date","Time","SD","RSD","IntSD","IntRSD","Act Wgt","Act Vol","DF","NumReps","Replicates",,,';
  const body = rows.map(
    ([label, conc, df]) =>
      `"${label}","","","","Samp","Pb 220.353","",${conc},"ug/L",${Number(conc) * df},"ug/L",1500.2,"-","11/24/2026","10:11:28",0.0,0.0,"1.2","0.5",1,1,${df},2,1500.2,"",1500.2,""`,
  );
  return Buffer.from(`${[head, ...body].join('\r\n')}\r\n`, 'utf8');
};

describe.each(databaseTargets())('instrument import and dilution on %s', (target) => {
  let lab: Lab;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lims-instr-dil-'));
  beforeAll(async () => {
    lab = await startLab(target, dataDir);
  });
  afterAll(async () => {
    await lab?.t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const previews: any[] = [];
  const commit = async (content: Buffer) => {
    const p = await previewUpload(lab, content);
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    const d = p.body.data;
    previews.push(d);
    expect(d.unmatched.filter((u: any) => u.reason === 'sample_unknown')).toEqual([]);
    const r = await lab.t.call('POST', `/admin/analysis/${lab.sheetId}/instrument-import`, {
      token: lab.tok.analyst,
      lang: 'en',
      body: { sha256: d.sha256, fileName: d.fileName, equipmentId: lab.equipmentId, recordId: d.recordId, version: d.version },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data.record.rows as Array<{ sampleId: string; inputs: Record<string, string> }>;
  };

  it('leaves f alone for a value that includes the dilution, writes DF into f for one that does not', async () => {
    const included = await commit(masshunter(lab.samples.map((s) => ['Sample', `${s.sampleNo} 地表水`, '0.5', '12.0'])));
    expect(included.map((r) => r.inputs.f)).toEqual(lab.samples.map(() => undefined));
    expect(included.map((r) => r.inputs.rho)).toEqual(lab.samples.map(() => '12.0'));

    const solution = await commit(icpExpert(lab.samples.map((s) => [`${s.sampleNo}*地表水`, '1.2', 10])));
    expect(solution.map((r) => [r.inputs.rho, r.inputs.f])).toEqual(lab.samples.map(() => ['1.2', '10']));
    // the preview said so before: each reading names the dilution the import writes into f (none for MassHunter)
    expect(previews.map((d) => d.dilutionInput)).toEqual(['f', 'f']);
    expect(previews[0].matched.map((m: any) => m.dilutionWrite)).toEqual(lab.samples.map(() => undefined));
    expect(previews[1].matched.map((m: any) => [m.dilution, m.dilutionIncluded, m.dilutionWrite])).toEqual(lab.samples.map(() => ['10', false, '10']));
  });
});
