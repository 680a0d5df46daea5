// POST /admin/qc/charts/evaluate (issue 31 item 3): the control-rule engine as a pure route. Its contract (body
// evaluateRequest, answer evaluateAnswer, run and control 0-based), each rule's definition through the route, a
// published worked example with its answer key, and bad input refused by field in the user's language with nothing
// written.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './harness.ts';
import { evaluateAnswer } from '../../schemas/controlCharts/charts.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

type Body = { controls: Array<{ mean: string | number; sd: string | number }>; rules: string[]; runs: Array<Array<string | number | null>> };

describe.each(databaseTargets())('the control-rule route on %s', (target) => {
  let t: TestApp;
  let tok: Record<string, string>;
  const post = (body: unknown, who = 'qa', lang = 'zh-CN') => t.call('POST', '/admin/qc/charts/evaluate', { token: tok[who], body, lang });
  /** the violations as [rule, run, points] */
  const found = async (body: Body) => {
    const r = await post(body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(evaluateAnswer.safeParse(r.body.data).success).toBe(true);
    return (r.body.data.violations as Array<{ rule: string; run: number; points: number[][] }>).map((v) => [v.rule, v.run, v.points]);
  };
  const one = { controls: [{ mean: '100', sd: '2' }] };

  beforeAll(async () => {
    t = await startTestApp(target);
    tok = Object.fromEntries(await Promise.all(['qa', 'analyst', 'sampler'].map(async (u) => [u, await t.login(u)])));
  });
  afterAll(() => t.close());

  it('answers z per value and each violation with its level, the run at which it completes and its points', async () => {
    const r = await post({ controls: [{ mean: 100, sd: '2' }], rules: ['1-2s', '1-3s'], runs: [['101'], [null], [106.5]] });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      points: [
        { run: 0, control: 0, z: '0.5' },
        { run: 2, control: 0, z: '3.25' },
      ],
      violations: [
        { rule: '1-2s', level: 'warning', run: 2, points: [[2, 0]] },
        { rule: '1-3s', level: 'reject', run: 2, points: [[2, 0]] },
      ],
    });
    // the reading roles may call it; a role without qcchart:query may not
    expect((await post({ ...one, rules: ['1-3s'], runs: [] }, 'analyst')).status).toBe(200);
    expect((await post({ ...one, rules: ['1-3s'], runs: [] }, 'sampler')).status).toBe(403);
  });

  it('applies each rule as defined (Westgard et al. 1981): a value on a limit counts as beyond it', async () => {
    // 1-2s warns and 1-3s rejects, on the limit included
    expect(await found({ ...one, rules: ['1-2s', '1-3s'], runs: [['104'], ['94']] })).toEqual([
      ['1-2s', 0, [[0, 0]]],
      ['1-2s', 1, [[1, 0]]],
      ['1-3s', 1, [[1, 0]]],
    ]);
    // 2-2s: one level in two consecutive runs, or two levels of one run, beyond the same 2s limit; not opposite sides
    expect(await found({ ...one, rules: ['2-2s'], runs: [['104.1'], ['104']] })).toEqual([
      [
        '2-2s',
        1,
        [
          [0, 0],
          [1, 0],
        ],
      ],
    ]);
    expect(await found({ ...one, rules: ['2-2s'], runs: [['104.1'], ['95.9']] })).toEqual([]);
    const two = {
      controls: [
        { mean: '100', sd: '2' },
        { mean: '50', sd: '1' },
      ],
    };
    expect(await found({ ...two, rules: ['2-2s'], runs: [['95.5', '47.9']] })).toEqual([
      [
        '2-2s',
        0,
        [
          [0, 0],
          [0, 1],
        ],
      ],
    ]);
    // R-4s within a run only: +2s and −2s in one run rejects, the same values in consecutive runs do not
    expect(await found({ ...two, rules: ['R-4s'], runs: [['104.2', '47.8']] })).toEqual([
      [
        'R-4s',
        0,
        [
          [0, 0],
          [0, 1],
        ],
      ],
    ]);
    expect(await found({ ...one, rules: ['R-4s'], runs: [['104.2'], ['95.8']] })).toEqual([]);
    // 4-1s: four consecutive beyond the same 1s limit (read across runs); three do not
    expect(await found({ ...one, rules: ['4-1s'], runs: [['102.5'], ['102'], ['103'], ['102.2']] })).toEqual([
      [
        '4-1s',
        3,
        [
          [0, 0],
          [1, 0],
          [2, 0],
          [3, 0],
        ],
      ],
    ]);
    expect(await found({ ...one, rules: ['4-1s'], runs: [['102.5'], ['102'], ['101.9'], ['102.2']] })).toEqual([]);
    // 8-x and 10-x: that many consecutive on one side of the mean (a value on the mean breaks the streak)
    const side = (n: number) => Array.from({ length: n }, (_, i) => [String(100.1 + i / 100)]);
    expect((await found({ ...one, rules: ['8-x'], runs: side(8) })).map((v) => [v[0], v[1]])).toEqual([['8-x', 7]]);
    expect(await found({ ...one, rules: ['10-x'], runs: side(9) })).toEqual([]);
    expect((await found({ ...one, rules: ['10-x'], runs: side(10) })).map((v) => [v[0], v[1]])).toEqual([['10-x', 9]]);
    expect(await found({ ...one, rules: ['8-x'], runs: [...side(4), ['100'], ...side(4)] })).toEqual([]);
    // 7-T: seven each higher than the one before (a trend), wherever they lie
    const trend = Array.from({ length: 7 }, (_, i) => [String(97 + i)]);
    expect(await found({ ...one, rules: ['7-T'], runs: trend })).toEqual([['7-T', 6, trend.map((_, i) => [i, 0])]]);
    expect(await found({ ...one, rules: ['7-T'], runs: [...trend.slice(0, 6), ['98']] })).toEqual([]);
    // a level not run (null) is skipped: 2-2s completes at the next run the level was run
    expect(await found({ ...one, rules: ['2-2s'], runs: [['104.5'], [null], ['104.5']] })).toEqual([
      [
        '2-2s',
        2,
        [
          [0, 0],
          [2, 0],
        ],
      ],
    ]);
  });

  it("agrees with the answer key of Westgard's worked example of two controls", async () => {
    // S. Westgard, "Break All the Rules! (Answers to Part Two)", westgard.com, November 2015: a low control
    // (mean 47, SD 3) and a high control (mean 71, SD 8) over runs 1–26 of its table, with the rules broken per run.
    // Its run 14 (low −2.33 SD, high +1.9 SD) is marked "R:4s by calc", the range reading of R-4s; the rule this
    // engine applies (one value beyond +2s and another beyond −2s, issue 31) is not broken there, so run 14 has none.
    const runs = [
      [51.5, 82.2],
      [38.9, 51],
      [47.6, 74.2],
      [46.0, 91.8],
      [50.9, 74.2],
      [53.9, 69.0],
      [52.7, 58.2],
      [49.1, 95.5],
      [48.5, 65.4],
      [37.0, 90.0],
      [47.0, 63.0],
      [54.0, 82.2],
      [53.3, 65.4],
      [40.0, 86.2],
      [55.4, 70.2],
      [49.4, 88.6],
      [46.7, 87.8],
      [45.8, 85.0],
      [52.7, 76.6],
      [51.1, 65.4],
      [54.0, 86.2],
      [53.0, 71.0],
      [49.7, 81.4],
      [48.2, 90.2],
      [46.4, 80.6],
      [54.2, 54.0],
    ].map((r) => r.map(String));
    const v = await found({
      controls: [
        { mean: '47', sd: '3' },
        { mean: '71', sd: '8' },
      ],
      rules: ['1-3s', '2-2s', 'R-4s', '4-1s', '10-x'],
      runs,
    });
    // the key, 1-based runs and controls as the article numbers them: "2:2s on both" at 2, "1:3s on 2" at 8, "1:3s on 1
    // and R:4s on both" at 10, "2:2s on 1" at 13, "2:2s on 2" at 17, "4:1s on 1 and 2:2s on 1" at 22, "R:4s" at 26
    const key = v.map(([rule, run, points]) => [rule, (run as number) + 1, (points as number[][]).map(([r, c]) => [r + 1, c + 1])]);
    expect(key).toEqual([
      [
        '2-2s',
        2,
        [
          [2, 1],
          [2, 2],
        ],
      ],
      ['1-3s', 8, [[8, 2]]],
      ['1-3s', 10, [[10, 1]]],
      [
        'R-4s',
        10,
        [
          [10, 1],
          [10, 2],
        ],
      ],
      [
        '2-2s',
        13,
        [
          [12, 1],
          [13, 1],
        ],
      ],
      [
        '2-2s',
        17,
        [
          [16, 2],
          [17, 2],
        ],
      ],
      [
        '2-2s',
        22,
        [
          [21, 1],
          [22, 1],
        ],
      ],
      [
        '4-1s',
        22,
        [
          [19, 1],
          [20, 1],
          [21, 1],
          [22, 1],
        ],
      ],
      [
        'R-4s',
        26,
        [
          [26, 1],
          [26, 2],
        ],
      ],
    ]);
  });

  it('refuses bad input by field in the user language, and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('adminLogs')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        )?.n,
      );
    const before = await count();
    const sd = await post({
      controls: [
        { mean: '1', sd: '0' },
        { mean: '1', sd: -1 },
      ],
      rules: ['1-3s'],
      runs: [],
    });
    expect(sd.status).toBe(400);
    expect(sd.body.data.errors).toMatchObject([
      { field: 'controls.0.sd', message: '应为大于 0 的数值' },
      { field: 'controls.1.sd', message: '应为大于 0 的数值' },
    ]);
    const value = await post({ ...one, rules: ['1-3s'], runs: [['1'], ['2'], ['3'], [null, '3']] }, 'qa', 'en');
    expect(value.status).toBe(400);
    expect(value.body.data.errors).toMatchObject([{ field: 'runs.3.1', message: 'More values in this run than control levels (1)' }]);
    const text = await post({ ...one, rules: ['1-3s'], runs: [['1'], ['2'], ['3'], ['12,5']] }, 'qa', 'en');
    expect(text.body.data.errors).toMatchObject([{ field: 'runs.3.0', message: 'Must be a number (e.g. 12.5)' }]);
    const rule = await post({ ...one, rules: ['1-3s', '1-2s', '2of3-2s'], runs: [] });
    expect(rule.status).toBe(400);
    expect(rule.body.data.errors[0]).toMatchObject({ field: 'rules.2' });
    expect(rule.body.data.errors[0].message).toContain('未知的控制规则');
    const mean = await post({ controls: [{ mean: 'abc', sd: '1' }], rules: ['1-3s'], runs: [[true]] });
    expect(mean.status).toBe(400);
    expect(mean.body.data.errors.map((e: { field: string }) => e.field)).toContain('runs.0.0');
    expect(await count()).toBe(before);
  });
});
