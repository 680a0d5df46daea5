// The demo lab's method verifications (issue 32 item 1), written through the one write path so the server computes
// every result (server/methods/methodVerifications.resource.ts): ammonia nitrogen by HJ 535-2009, passed, signed and
// approved by QA — its verified MDL is what the demo's ammonia raw records show — and total phosphorus by
// GB 11893-89 spiked too high (mean > 10 × MDL), submitted, which the approver cannot approve until it is redone.
// The method standards are looked up, or created minimally when the catalogue's seed has not written them.
import { cascade, findBy, insert, type Unit } from '../workflow/store.ts';

/** 7 replicates of a water spiked at 0.050 mg/L (MDL ≈ 0.0068 mg/L, mean / MDL ≈ 7.4; the standard's MDL 0.025) */
const NH3_SPIKED = ['0.048', '0.052', '0.050', '0.047', '0.053', '0.051', '0.049'];
/** 7 replicates at 0.50 mg/L: the spread is that of a low spike, so the mean is far above 10 × MDL */
const TP_TOO_HIGH = ['0.501', '0.499', '0.502', '0.498', '0.500', '0.503', '0.497'];

async function standardId(u: Unit, standardNo: string, title: string): Promise<number> {
  const [found] = await findBy(u, 'methodStandards', 'standardNo', standardNo);
  return Number((found ?? (await insert(u, 'methodStandards', { standardNo, title }))).id);
}

/** QA's verifications; the steps are QA's own (signed, the hooks stamp who and when and refuse what is not a pass). */
export async function seedVerifications(qa: Unit, params: Record<string, number>): Promise<void> {
  const person = { by: 'person' as const };
  const nh3 = await insert(qa, 'methodVerifications', {
    methodStandardId: await standardId(qa, 'HJ 535-2009', '水质 氨氮的测定 纳氏试剂分光光度法'),
    matrix: 'water',
    parameterId: params['W-NH3N'],
    mdlStudy: { spikeLevel: '0.050', values: NH3_SPIKED },
    // the study's MDL is 0.006790 mg/L (t·S); the lab reports 0.007, not below it
    verifiedMdl: '0.007',
    precision: { levels: [{ level: '0.050 mg/L', values: NH3_SPIKED }] },
    accuracy: { kind: 'crm', certifiedValue: '0.050', certifiedU: '0.003', values: NH3_SPIKED },
    conclusion: '检出限、精密度和正确度满足 HJ 535-2009 的要求',
  });
  await cascade(qa, 'methodVerifications', Number(nh3.id), 'submit', person);
  await cascade(qa, 'methodVerifications', Number(nh3.id), 'approve', person);
  const tp = await insert(qa, 'methodVerifications', {
    methodStandardId: await standardId(qa, 'GB 11893-89', '水质 总磷的测定 钼酸铵分光光度法'),
    matrix: 'water',
    parameterId: params['W-TP'],
    mdlStudy: { spikeLevel: '0.50', values: TP_TOO_HIGH },
  });
  await cascade(qa, 'methodVerifications', Number(tp.id), 'submit', person);
}
