// The chart itself as vector graphics (SVG, drawn into the PDF by pdfmake): each limits version's centre, warning and
// action lines over the span it was in force (upper lines only on a one-sided chart), the points of each level joined
// in time order and coloured by verdict (a superseded point hollow), x by date in the lab's time zone.
import { formatWhen } from '../../schemas/format/when.ts';
import { UPPER_ONLY } from '../../schemas/controlCharts/charts.ts';
import type { ChartView } from '../../schemas/controlCharts/view.ts';
import { displayOf } from '../../schemas/controlCharts/display.ts';

export const VERDICT_COLOUR = { establishing: '#7f8c8d', in_control: '#1f77b4', warning: '#e67e22', reject: '#c0392b' } as const;

/** The chart as SVG (ASCII text only: the SVG layer draws with the PDF's base font). */
export function chartSvg(view: ChartView, timeZone: string, width = 515, height = 240): string {
  const d = displayOf(view);
  const upperOnly = UPPER_ONLY.includes(view.kind);
  const L = 46;
  const R = 70;
  const T = 10;
  const B = 26;
  const pts = view.points.map((p) => ({ ...p, t: Date.parse(p.measuredAt), v: Number(p.value) }));
  const lines = view.versions.flatMap((v) => [v.centre, v.warnHigh, v.warnLow, v.actionHigh, v.actionLow]).filter((x): x is string => x !== null);
  const ys = [...pts.map((p) => p.v), ...lines.map(Number)];
  let lo = ys.length ? Math.min(...ys) : 0;
  let hi = ys.length ? Math.max(...ys) : 1;
  if (upperOnly) lo = Math.min(0, lo);
  const pad = (hi - lo || Math.abs(hi) || 1) * 0.06;
  lo = upperOnly && lo >= 0 ? 0 : lo - pad;
  hi += pad;
  const ts = pts.map((p) => p.t);
  let t0 = ts.length ? Math.min(...ts) : Date.now();
  let t1 = ts.length ? Math.max(...ts) : t0;
  if (t1 - t0 < 86400_000) [t0, t1] = [t0 - 43200_000, t1 + 43200_000];
  const span = t1 - t0;
  t0 -= span * 0.02;
  t1 += span * 0.02;
  const x = (t: number) => L + ((t - t0) / (t1 - t0)) * (width - L - R);
  const y = (v: number) => T + (1 - (v - lo) / (hi - lo)) * (height - T - B);
  const f = (n: number) => n.toFixed(1);
  const out: string[] = [`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`];
  out.push(`<rect x="${L}" y="${T}" width="${width - L - R}" height="${height - T - B}" fill="none" stroke="#999" stroke-width="0.5"/>`);
  // y ticks: five round steps
  const step = niceStep((hi - lo) / 5);
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) {
    const places = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
    out.push(`<line x1="${L - 3}" x2="${L}" y1="${f(y(v))}" y2="${f(y(v))}" stroke="#999" stroke-width="0.5"/>`);
    out.push(`<text x="${L - 5}" y="${f(y(v) + 2.5)}" font-size="7" text-anchor="end" fill="#444">${v.toFixed(places)}</text>`);
  }
  // x ticks: about six days, the lab's dates
  const ticks = 6;
  for (let i = 0; i <= ticks; i++) {
    const t = t0 + ((t1 - t0) * i) / ticks;
    const day = formatWhen(new Date(t), 'zh-CN', timeZone, 'date').slice(5);
    out.push(`<line x1="${f(x(t))}" x2="${f(x(t))}" y1="${height - B}" y2="${height - B + 3}" stroke="#999" stroke-width="0.5"/>`);
    out.push(`<text x="${f(x(t))}" y="${height - B + 12}" font-size="7" text-anchor="middle" fill="#444">${day}</text>`);
  }
  // each version's lines over the span it was in force (oldest first; the first from the chart's start)
  const versions = [...view.versions].sort((a, b) => a.revision - b.revision);
  versions.forEach((v, i) => {
    const from = i === 0 ? t0 : Date.parse(v.establishedAt);
    const to = i + 1 < versions.length ? Date.parse(versions[i + 1].establishedAt) : t1;
    const seg = (val: string | null, colour: string, dash: string, wide: number) =>
      val === null
        ? ''
        : `<line x1="${f(x(from))}" x2="${f(x(to))}" y1="${f(y(Number(val)))}" y2="${f(y(Number(val)))}" stroke="${colour}" stroke-width="${wide}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
    out.push(seg(v.centre, '#2c3e50', '', 0.8), seg(v.warnHigh, '#e67e22', '4 2', 0.7), seg(v.warnLow, '#e67e22', '4 2', 0.7));
    out.push(seg(v.actionHigh, '#c0392b', '', 0.8), seg(v.actionLow, '#c0392b', '', 0.8));
    if (i > 0 || Date.parse(v.establishedAt) > t0) {
      const at = Math.max(t0, Date.parse(v.establishedAt));
      out.push(`<line x1="${f(x(at))}" x2="${f(x(at))}" y1="${T}" y2="${height - B}" stroke="#7f8c8d" stroke-width="0.5" stroke-dasharray="1 2"/>`);
      out.push(`<text x="${f(x(at) + 2)}" y="${T + 8}" font-size="7" fill="#7f8c8d">v${v.revision}</text>`);
    }
  });
  // the lines in force, named at the right edge
  if (view.limits) {
    const l = view.limits;
    const named: Array<[string, string | null]> = [
      ['UCL', l.actionHigh],
      ['UWL', l.warnHigh],
      ['CL', l.centre],
      ['LWL', l.warnLow],
      ['LCL', l.actionLow],
    ];
    for (const [name, val] of named)
      if (val !== null) out.push(`<text x="${width - R + 3}" y="${f(y(Number(val)) + 2.5)}" font-size="7" fill="#333">${name} ${d.line(val)}</text>`);
  }
  // the points of each level joined in time order, then the points coloured by verdict (superseded: hollow grey)
  const levels = [...new Set(pts.map((p) => p.level))];
  for (const level of levels) {
    const seq = pts.filter((p) => p.level === level && !p.supersededAt);
    if (seq.length > 1)
      out.push(`<polyline points="${seq.map((p) => `${f(x(p.t))},${f(y(p.v))}`).join(' ')}" fill="none" stroke="#95a5a6" stroke-width="0.5"/>`);
  }
  for (const p of pts) {
    const c = VERDICT_COLOUR[p.verdict];
    out.push(
      p.supersededAt
        ? `<circle cx="${f(x(p.t))}" cy="${f(y(p.v))}" r="2.2" fill="none" stroke="#999" stroke-width="0.6"/>`
        : `<circle cx="${f(x(p.t))}" cy="${f(y(p.v))}" r="${p.verdict === 'reject' || p.verdict === 'warning' ? 2.8 : 2.2}" fill="${c}"/>`,
    );
  }
  out.push('</svg>');
  return out.join('');
}

/** 1, 2 or 5 × a power of ten, at least `raw` */
function niceStep(raw: number): number {
  const p = 10 ** Math.floor(Math.log10(raw || 1));
  return [1, 2, 5, 10].map((k) => k * p).find((s) => s >= raw) ?? 10 * p;
}
