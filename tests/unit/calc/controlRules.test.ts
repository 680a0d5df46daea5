// The control rules on their definitions (schemas/calc/controlRules.ts cites them): each rule fires on the smallest
// pattern that makes it, not on the pattern one value short, and names the run where the pattern completes.
import { describe, expect, it } from 'vitest';
import { CONTROL_RULES, evaluateRules, zScores, type ChartInput, type ControlRule } from '../../../schemas/calc/controlRules.ts';

/** Runs given as z-scores on levels of mean 0, sd 1 (one column per level). */
const zRuns = (rules: ControlRule[], runs: (number | null)[][]): ChartInput => ({
  controls: runs[0].map(() => ({ mean: 0, sd: 1 })),
  rules,
  runs,
});
const fired = (input: ChartInput) => evaluateRules(input).violations.map((v) => `${v.rule}@${v.run}`);
const col = (...zs: number[]) => zs.map((z) => [z]);

describe('control rules', () => {
  it('computes z in decimal against each level and keeps it whole', () => {
    const r = evaluateRules({
      controls: [
        { mean: '100', sd: '5' },
        { mean: 150, sd: 8 },
      ],
      rules: [],
      runs: [
        ['111', 167],
        [null, '150.1'],
      ],
    });
    expect(r.points).toEqual([
      { run: 0, control: 0, z: '2.2' },
      { run: 0, control: 1, z: '2.125' },
      { run: 1, control: 1, z: '0.0125' },
    ]);
    // 0.1 / 3 does not end: kept to the engine's 34 digits, not rounded to a display
    expect(evaluateRules({ controls: [{ mean: 0, sd: 3 }], rules: [], runs: [['0.1']] }).points[0].z).toBe('0.03333333333333333333333333333333333');
  });

  it('1-2s warns and 1-3s rejects, a value on the limit counting as beyond it', () => {
    expect(fired(zRuns(['1-2s', '1-3s'], col(1.99, 2, -2.5, -3, 2.99)))).toEqual(['1-2s@1', '1-2s@2', '1-2s@3', '1-3s@3', '1-2s@4']);
    expect(evaluateRules(zRuns(['1-2s', '1-3s'], col(-3))).violations.map((v) => v.level)).toEqual(['warning', 'reject']);
  });

  it('2-2s: two levels of one run, or one level in consecutive runs, beyond the same 2s limit', () => {
    expect(fired(zRuns(['2-2s'], [[2.1, 2]]))).toEqual(['2-2s@0']);
    expect(fired(zRuns(['2-2s'], [[2.1, -2.2]]))).toEqual([]);
    expect(fired(zRuns(['2-2s'], col(2.1, 1.9, 2.5, 2)))).toEqual(['2-2s@3']);
    expect(fired(zRuns(['2-2s'], col(-2, -2.4)))).toEqual(['2-2s@1']);
    // a level not run is skipped, so the level's previous value is still the one before
    expect(
      evaluateRules(
        zRuns(
          ['2-2s'],
          [
            [2.2, 0],
            [null, 0],
            [2.3, 0],
          ],
        ),
      ).violations,
    ).toEqual([
      {
        rule: '2-2s',
        level: 'reject',
        run: 2,
        points: [
          [0, 0],
          [2, 0],
        ],
      },
    ]);
  });

  it('R-4s reads within one run only, never across runs', () => {
    expect(evaluateRules(zRuns(['R-4s'], [[2, -2.1]])).violations).toEqual([
      {
        rule: 'R-4s',
        level: 'reject',
        run: 0,
        points: [
          [0, 0],
          [0, 1],
        ],
      },
    ]);
    expect(fired(zRuns(['R-4s'], [[2.5, 1.9]]))).toEqual([]);
    expect(fired(zRuns(['R-4s'], col(2.6, -2.6)))).toEqual([]);
  });

  it('4-1s: four consecutive beyond the same 1s limit, in one level or across levels in run order', () => {
    expect(fired(zRuns(['4-1s'], col(1, 1.2, 1.5, 0.99, 1.1, 1.3, 1.4, 1)))).toEqual(['4-1s@7']);
    expect(fired(zRuns(['4-1s'], col(-1.1, -1.2, 1.5, -1.1)))).toEqual([]);
    expect(
      evaluateRules(
        zRuns(
          ['4-1s'],
          [
            [1.1, 1.2],
            [1.3, 1],
          ],
        ),
      ).violations,
    ).toEqual([
      {
        rule: '4-1s',
        level: 'reject',
        run: 1,
        points: [
          [0, 0],
          [0, 1],
          [1, 0],
          [1, 1],
        ],
      },
    ]);
  });

  it('8-x and 10-x: consecutive values on one side of the mean; a value on the mean breaks the run', () => {
    const above = Array.from({ length: 10 }, () => 0.3);
    expect(fired(zRuns(['8-x', '10-x'], col(...above)))).toEqual(['8-x@7', '8-x@8', '8-x@9', '10-x@9']);
    expect(fired(zRuns(['8-x'], col(0.1, 0.1, 0.1, 0.1, 0, 0.1, 0.1, 0.1, 0.1)))).toEqual([]);
    expect(fired(zRuns(['8-x'], col(...above.slice(0, 7), -0.1)))).toEqual([]);
  });

  it('7-T: seven values each above (or below) the one before, within one level', () => {
    expect(fired(zRuns(['7-T'], col(-1.5, -1, -0.5, 0, 0.5, 1, 1.5)))).toEqual(['7-T@6']);
    expect(fired(zRuns(['7-T'], col(1.5, 1, 0.5, 0, -0.5, -1, -1.5)))).toEqual(['7-T@6']);
    // a tie is not a step
    expect(fired(zRuns(['7-T'], col(-1.5, -1, -0.5, -0.5, 0.5, 1, 1.5)))).toEqual([]);
    // alternating levels do not make a trend together
    expect(
      fired(
        zRuns(
          ['7-T'],
          [
            [-1, -0.9],
            [-0.8, -0.7],
            [-0.6, -0.5],
            [-0.4, -0.3],
          ],
        ),
      ),
    ).toEqual([]);
  });

  it('applies only the rules asked for', () => {
    const runs = col(3.5);
    expect(fired(zRuns(['1-2s'], runs))).toEqual(['1-2s@0']);
    expect(fired(zRuns([], runs))).toEqual([]);
    expect(new Set(CONTROL_RULES).size).toBe(8);
  });

  it('names the fields that are not numbers or not a positive sd', () => {
    const r = zScores({
      controls: [
        { mean: 'x', sd: 0 },
        { mean: 1, sd: '-2' },
        { mean: 1, sd: 1 },
      ],
      rules: ['1-3s'],
      runs: [[1, 1, '1,5']],
    });
    expect(r).toEqual({
      ok: false,
      issues: [
        { path: ['controls', 0, 'mean'], reason: 'notNumber' },
        { path: ['controls', 0, 'sd'], reason: 'notPositive' },
        { path: ['controls', 1, 'sd'], reason: 'notPositive' },
        { path: ['runs', 0, 2], reason: 'notNumber' },
      ],
    });
  });
});
