// The QC data a top-down estimate can be filled from (schemas/uncertainty/sources.ts). How each control chart's s is
// read as the relative within-lab spread u(Rw) of a result (Nordtest TR 537 §3: the standard deviation of a control
// sample taken through the whole procedure over many runs):
// - crm_recovery, spike_recovery: the plotted value is a recovery in %, 100 % being the true value, so s in % is already
//   relative to the true value: s / 100 (a 2.5 % s is 0.025). A spike's s also carries the spiking's own spread.
// - crm_value: the plotted value is the reference sample's result in the result unit: s / centre, relative at that level.
// - limits from a certificate: s = U / k is the certified value's uncertainty, not the lab's spread — not usable.
// - duplicate_rd: a within-run difference of duplicates (its centre a mean relative difference, not an s): repeatability
//   only, without the between-run part u(Rw) needs — not usable. blank: not relative — not usable.
// - calibration_check: a standard measured without the sample preparation: the calibration's drift only — not usable.
// A PT result's bias is (x − X) / X; the assigned value's uncertainty is not stored (σ_pt is the scheme's assessment
// spread, not u(X)), so uCref is left for the person to enter from the scheme's report.
import { Dec, decString } from '../../schemas/calc/decimal.ts';
import type { TopDownSources } from '../../schemas/uncertainty/sources.ts';
import { translate } from '../http/messages.ts';
import type { Unit } from '../workflow/store.ts';
import './messages.ts';

const NOT_USABLE: Record<string, string> = {
  duplicate_rd: 'uncertainty.source.duplicate',
  blank: 'uncertainty.source.blank',
  calibration_check: 'uncertainty.source.calibration',
};

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

export async function topDownSourcesOf(u: Unit, parameterId: number): Promise<TopDownSources> {
  const lang = u.ctx.lang;
  const charts = await u.tx
    .selectFrom('control_charts')
    .select(['id', 'name', 'kind', 'unit', 'centre', 'sd', 'limitsVersion'])
    .where('parameterId', '=', parameterId)
    .where('status', '!=', 'retired')
    .orderBy('id')
    .execute();
  const limits = charts.length
    ? await u.tx
        .selectFrom('control_chart_limits')
        .select(['chartId', 'revision', 'source', 'n'])
        .where(
          'chartId',
          'in',
          charts.map((c) => Number(c.id)),
        )
        .execute()
    : [];
  const pts = await u.tx
    .selectFrom('pt_results')
    .select(['id', 'provider', 'scheme', 'round', 'result', 'assignedValue'])
    .where('parameterId', '=', parameterId)
    .orderBy('reportedOn', 'desc')
    .execute();
  return {
    charts: charts.map((c) => {
      const inForce = limits.find((l) => Number(l.chartId) === Number(c.id) && Number(l.revision) === Number(c.limitsVersion));
      const sd = str(c.sd);
      const centre = str(c.centre);
      const kind = String(c.kind);
      let s: string | null = null;
      let why: string | null = NOT_USABLE[kind] ?? null;
      if (!why && (!inForce || sd === null || centre === null)) why = 'uncertainty.source.noLimits';
      else if (!why && inForce?.source === 'certificate') why = 'uncertainty.source.certificate';
      else if (!why && kind === 'crm_value' && new Dec(centre!).isZero()) why = 'uncertainty.source.zeroCentre';
      else if (!why) s = decString(kind === 'crm_value' ? new Dec(sd!).div(new Dec(centre!).abs()) : new Dec(sd!).div(100));
      return {
        controlChartId: Number(c.id),
        label: String(c.name),
        kind,
        unit: str(c.unit),
        centre,
        sd,
        n: inForce?.n === null || inForce?.n === undefined ? null : Number(inForce.n),
        s,
        usable: s !== null && inForce?.n !== null && inForce?.n !== undefined && Number(inForce.n) >= 2,
        reason: why ? translate(lang, why) : null,
      };
    }),
    pt: pts.map((p) => {
      const X = new Dec(String(p.assignedValue));
      return {
        ptResultId: Number(p.id),
        label: `${p.provider} ${p.scheme} ${p.round}`,
        result: String(p.result),
        assignedValue: String(p.assignedValue),
        bias: X.isZero() ? null : decString(new Dec(String(p.result)).minus(X).div(X)),
        uCref: null,
        usable: false,
        reason: translate(lang, X.isZero() ? 'uncertainty.source.zeroCentre' : 'uncertainty.source.ptNoU'),
      };
    }),
  };
}
