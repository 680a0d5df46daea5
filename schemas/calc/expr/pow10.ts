// 10^x for electrode curves (E = a + b·lg m → m = 10^((E − a)/b)): 10^n · e^t with n = ⌊x⌋ and t = (x − n)·ln 10
// at DecT's 20 digits, e^t correctly rounded to 20 digits, the same digits as DecT's exp(). Kept beside decimal.js
// for speed alone: decimal.js's exp() costs ~30 µs, two per row, and made a 1,000-row electrode record take 55–90 ms
// of CPU against the server's 50 ms recomputation budget (bench/recompute.bench.ts). tests/unit/calc/pow10.test.ts
// compares it with DecT's exp().
import Decimal from 'decimal.js';
import { Dec, DecT, toT } from '../decimal.ts';

const TEN = new Dec(10);
const LN10 = new DecT(10).ln(); // 20 digits

/*
 * e^t for 0 ≤ t < ln 10 in binary fixed point (value × 2^128). With m = ⌊65536·t⌋ written in base 16 as
 * j·4096 + k·256 + l·16 + q, e^t = e^(j/16) · e^(k/256) · e^(l/4096) · e^(q/65536) · e^r, 0 ≤ r < 1/65536: four
 * small tables, then e^r by its Taylor series to r^6/6! (the rest is below 1e-37). Each of the ~12 products
 * truncates below 2^-128 (3e-39), so the result is within 1e-36 of e^t; when e^t ± 2^-100 of itself does not round
 * to one 20-digit number, the answer comes from DecT's exp() itself. So the 20 digits are always DecT's.
 */
const FRAC = 128n;
const TAYLOR = 6;
let expTables: { levels: bigint[][]; inverseFactorials: bigint[] } | null = null;
function tables(): NonNullable<typeof expTables> {
  if (expTables) return expTables;
  const P = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_EVEN });
  const scale = new P(2).pow(128);
  const fixed = (d: Decimal): bigint => BigInt(d.times(scale).toFixed(0, Decimal.ROUND_DOWN));
  const levels = [16, 256, 4096, 65536].map((steps, i) => {
    const step = new P(1).div(steps).exp();
    const row = [new P(1)];
    while (row.length < (i === 0 ? 37 : 16)) row.push(row[row.length - 1].times(step)); // e^(36/16) > 10 > e^t
    return row.map(fixed);
  });
  const inverseFactorials = [new P(1)];
  for (let k = 1; k <= TAYLOR; k++) inverseFactorials.push(inverseFactorials[k - 1].div(k));
  return (expTables = { levels, inverseFactorials: inverseFactorials.map(fixed) });
}

const P19 = 10n ** 19n;
const MASK = (1n << FRAC) - 1n;
const HALF = 1n << (FRAC - 1n);
/** A fixed-point value in [1, 10] rounded half-even to 20 significant digits: the digits as an integer. */
function digits20(v: bigint): bigint {
  const scaled = v * P19;
  const q = scaled >> FRAC;
  const rem = scaled & MASK;
  return rem > HALF || (rem === HALF && (q & 1n) === 1n) ? q + 1n : q;
}

function exp20(t: DecT): Dec {
  const { levels, inverseFactorials } = tables();
  const u = new Dec(t).times(65536); // exact: t has at most 20 digits
  const m = u.floor().toNumber();
  // r·2^128 = f·2^112 with f = u − m in [0, 1), exact, read from its digits "0.ddd…"
  const f = u.minus(m).toFixed();
  const digits = f.length > 2 ? f.slice(2) : '';
  const r = digits === '' ? 0n : (BigInt(digits) << 112n) / 10n ** BigInt(digits.length);
  let p = inverseFactorials[TAYLOR];
  for (let k = TAYLOR - 1; k >= 0; k--) p = ((p * r) >> FRAC) + inverseFactorials[k];
  const [e16, e256, e4096, e65536] = levels;
  p = (p * e16[m >> 12]) >> FRAC;
  p = (p * e256[(m >> 8) & 15]) >> FRAC;
  p = (p * e4096[(m >> 4) & 15]) >> FRAC;
  p = (p * e65536[m & 15]) >> FRAC;
  const margin = p >> 100n;
  const lo = digits20(p - margin);
  return lo === digits20(p + margin) ? new Dec(`${lo}e-19`) : new Dec(t.exp());
}

export function pow10(x: Dec): Dec {
  if (x.isInteger()) return TEN.pow(x);
  const n = x.floor();
  // (x − n)·ln 10 rounded once to 20 digits (DecT's times), in [0, ln 10)
  return exp20(toT(x.minus(n)).times(LN10)).times(TEN.pow(n));
}
