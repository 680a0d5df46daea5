// QC evaluations of the record (blank, duplicate RD/RPD, spike recovery, CRM, calibration r, calibration check,
// sheet-level checks) with the limit used and the verdict; beside the rows and in full below the grid, where the
// spike amounts and calibration checks are entered.
import { memo, type Dispatch } from 'react';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { QcEvaluation } from '../../../schemas/templates/qc.ts';
import type { QcInput, TemplateDef } from '../../../schemas/templates/types.ts';
import { qcText, qcTone } from './format.ts';
import type { Action } from './model.ts';
import { spikeKey } from './sheet.ts';

const COLOR = { pass: 'success.main', fail: 'error.main', none: 'text.secondary' } as const;

function QcLine({ q, name }: { q: QcEvaluation; name: string }) {
  const translate = useTranslate();
  const tone = qcTone(q);
  return (
    <Typography
      variant="caption"
      component="div"
      color={COLOR[tone]}
      data-qc={q.kind}
      data-qc-pass={String(q.pass)}
      data-refs={q.refs.join(',')}
      data-parameter={q.parameter}
    >
      {name ? `${name} ` : ''}
      {qcText(translate, q)}
    </Typography>
  );
}

/** Beside a row: its sample's QC (a multi-analyte record's spike or CRM beside its parameter's row, named). */
export function QcBeside({ items, paramName }: { items: QcEvaluation[]; paramName: Map<string, string> }) {
  return (
    <>
      {items.map((q, i) => (
        <QcLine key={i} q={q} name={q.parameter ? (paramName.get(q.parameter) ?? q.parameter) : ''} />
      ))}
    </>
  );
}

interface Props {
  template: TemplateDef;
  qc: QcInput | undefined;
  evaluations: QcEvaluation[];
  readOnly?: boolean;
  /** The QC plan the spike amounts (keyed by spikeKey) come from: a planned amount is shown, never typed (a change goes through the plan). */
  plan?: { qcNo: string; spikes: Set<string> };
  /** Template parameter code → its name in the UI language. */
  paramName: Map<string, string>;
  dispatch: Dispatch<Action>;
}

function QcPanelImpl({ template, qc, evaluations, readOnly, plan, paramName, dispatch }: Props) {
  const translate = useTranslate();
  // a multi-analyte record's spikes and CRMs name their parameter by its code: a person reads its name
  const nameOf = (code: string | undefined) => (code ? (paramName.get(code) ?? code) : '');
  const spikeRule = template.qc.find((r) => r.kind === 'spike');
  const ccvRule = template.qc.some((r) => r.kind === 'ccv');
  const spikeKeys = spikeRule?.kind === 'spike' ? (spikeRule.form === 'plain' ? (['added'] as const) : (['c0', 'v0', 'v1'] as const)) : [];
  const spikeLabel: Record<string, string> = { added: translate('rr.spikeAdded'), c0: 'c0', v0: 'V0 (mL)', v1: 'V1 (mL)' };
  const field = { size: 'small' as const, sx: { width: 130 }, disabled: readOnly, slotProps: { htmlInput: { inputMode: 'decimal' as const } } };
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} data-testid="qc-panel">
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {translate('rr.qc')}
      </Typography>
      {evaluations.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('rr.qcNone')}
        </Typography>
      ) : (
        evaluations.map((q, i) => <QcLine key={i} q={q} name={nameOf(q.parameter)} />)
      )}
      {(spikeKeys.length > 0 && (qc?.spikes?.length ?? 0) > 0) || (plan && (qc?.crms?.length ?? 0) > 0) || ccvRule ? (
        <>
          <Typography variant="subtitle2" sx={{ mt: 1.5, mb: 1 }}>
            {translate('rr.qcInputs')}
          </Typography>
          <Stack spacing={1}>
            {spikeKeys.length > 0 &&
              (qc?.spikes ?? []).map((s, i) => (
                <Stack key={`s${i}`} direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                  <Typography variant="body2" sx={{ minWidth: 160 }}>
                    {translate('calc.qc.kind.spike')} {s.sampleId} → {s.spikedSampleId} {nameOf(s.parameter)}
                  </Typography>
                  {plan?.spikes.has(spikeKey(s)) ? (
                    <TextField
                      {...field}
                      disabled
                      label={spikeLabel.added}
                      name={`qc.spikes.${i}.added`}
                      value={s.added ?? ''}
                      data-from-plan={plan.qcNo}
                      data-parameter={s.parameter}
                      helperText={translate('rr.fromPlan', { no: plan.qcNo })}
                      sx={{ width: 220 }}
                    />
                  ) : (
                    spikeKeys.map((k) => (
                      <TextField
                        key={k}
                        {...field}
                        label={spikeLabel[k]}
                        name={`qc.spikes.${i}.${k}`}
                        value={s[k] ?? ''}
                        onChange={(e) => dispatch({ type: 'spike', index: i, key: k, value: e.target.value })}
                      />
                    ))
                  )}
                </Stack>
              ))}
            {plan &&
              (qc?.crms ?? []).map((c, i) => (
                <Stack key={`m${i}`} direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                  <Typography variant="body2" sx={{ minWidth: 160 }}>
                    {translate('calc.qc.kind.crm')} {c.sampleId} {nameOf(c.parameter)}
                  </Typography>
                  <TextField
                    {...field}
                    disabled
                    label={translate('rr.crmCertified')}
                    name={`qc.crms.${i}`}
                    value={`${c.certified}±${c.halfRange}`}
                    data-from-plan={plan.qcNo}
                    data-parameter={c.parameter}
                    helperText={translate('rr.fromPlan', { no: plan.qcNo })}
                    sx={{ width: 220 }}
                  />
                </Stack>
              ))}
            {ccvRule &&
              (qc?.ccv ?? []).map((c, i) => (
                <Stack key={`c${i}`} direction="row" spacing={1} alignItems="center">
                  <Typography variant="body2" sx={{ minWidth: 160 }}>
                    {translate('calc.qc.kind.ccv')} {i + 1}
                  </Typography>
                  <TextField
                    {...field}
                    label={translate('rr.ccvExpected')}
                    name={`qc.ccv.${i}.expected`}
                    value={c.expected ?? ''}
                    onChange={(e) => dispatch({ type: 'ccv', index: i, key: 'expected', value: e.target.value })}
                  />
                  <TextField
                    {...field}
                    label={translate('rr.ccvMeasured')}
                    name={`qc.ccv.${i}.measured`}
                    value={c.measured ?? ''}
                    onChange={(e) => dispatch({ type: 'ccv', index: i, key: 'measured', value: e.target.value })}
                  />
                </Stack>
              ))}
            {ccvRule && !readOnly && (
              <div>
                <Button size="small" onClick={() => dispatch({ type: 'addCcv' })}>
                  {translate('rr.addCcv')}
                </Button>
              </div>
            )}
          </Stack>
        </>
      ) : null}
    </Paper>
  );
}

const qcSig = (e: QcEvaluation[]) => e.map((q) => `${q.kind}${q.refs}${q.parameter}${q.value}${q.limit}${q.message}${q.pass}`).join('|');

export const QcPanel = memo(
  QcPanelImpl,
  (a, b) =>
    a.template === b.template &&
    a.qc === b.qc &&
    a.readOnly === b.readOnly &&
    a.plan === b.plan &&
    a.paramName === b.paramName &&
    a.dispatch === b.dispatch &&
    qcSig(a.evaluations) === qcSig(b.evaluations),
);
