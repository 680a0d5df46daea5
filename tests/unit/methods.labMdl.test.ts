// The lab's verified MDL in the raw record's template (schemas/methods/labMdl.ts): replaced only where the lab verified
// one, and the method's reporting digits kept where its rule reads the MDL's decimals (HJ 781 soil metals here).
import { describe, expect, it } from 'vitest';
import { labMdlTemplate } from '../../schemas/methods/labMdl.ts';
import { templateById } from '../../schemas/templates/index.ts';

describe('labMdlTemplate', () => {
  it("puts the lab's verified MDL in place of the standard's, for the verified parameter only", () => {
    const t = templateById('water-tmpl47')!; // ammonia nitrogen, HJ 535-2009: MDL 0.025 mg/L, 3 decimals
    const code = t.parameters[0].code;
    expect(labMdlTemplate(t, [{ mdl: '0.025', mdlSource: 'standard', templateCode: code }])).toBe(t);
    const lab = labMdlTemplate(t, [{ mdl: '0.0067896560', mdlSource: 'verified', templateCode: code }]);
    expect(lab.parameters[0]).toMatchObject({ code, mdl: '0.0067896560', rounding: { decimals: 3 } });
    expect(t.parameters[0].mdl).toBe('0.025'); // the manifest's template is not changed
  });

  it("keeps a rule of 'as many decimals as the MDL' at the standard's MDL's decimals", () => {
    const t = templateById('soil-tmpl90')!; // six elements, decimals as the MDL, at most 3 significant figures
    const [first, second] = t.parameters;
    const lab = labMdlTemplate(t, [{ mdl: '1.23456', mdlSource: 'verified', templateCode: first.code }]);
    expect(lab.parameters[0]).toMatchObject({ mdl: '1.23456', rounding: { decimals: 0, maxSignificant: 3 } });
    expect(first.mdl).toBe('2');
    // the other elements keep the template's own rule and MDL
    expect(lab.parameters[1]).toEqual(second);
  });
});
