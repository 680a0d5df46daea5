// What a previewed file would do to the record: the file named (size, SHA-256, format and encoding in words), the
// values that land in rows and inputs, and the readings that match nothing, each with its reason and a choice —
// a row and input of this record to put it in, or discard. Readings the server leaves out itself (calibration
// standards, further replicates) are listed with their reason and need no choice.
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DISCARD_ONLY } from '../../schemas/instruments/contract.ts';
import type { TemplateDef } from '../../schemas/templates/types.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { labelOf } from '../analysis/rawRecord/format.ts';
import type { PreviewAnswer, Target } from '../dataProvider/client/index.ts';
import { encodingText, parserText, qcText, reasonText } from './words.ts';

export type Decision = Target | 'discard';
const SHOWN = 500; // a 12,500-value file: the first rows are enough to see where values land

const targetKey = (t: Target) => `${t.sampleId}\u0001${t.parameter ?? ''}\u0001${t.input}`;

/** "W2026-0001 · 铅 · 仪器读数": where a value goes, in words. */
export function useTargetText(template: TemplateDef) {
  const [locale] = useLanguage();
  const lang = locale === 'en' ? 'en' : 'zh';
  const translate = useTranslate();
  return (t: Target) =>
    translate('inst.targetText', {
      sample: t.sampleId,
      // a one-parameter template's rows name no parameter: it is the template's one
      parameter: labelOf(
        template.parameters.find((p) => p.code === (t.parameter ?? template.parameters[0]?.code))?.name ?? { zh: t.parameter ?? '—', en: t.parameter ?? '—' },
        lang,
      ),
      input: labelOf(template.inputs.find((f) => f.key === t.input)?.label ?? { zh: t.input, en: t.input }, lang),
    });
}

/**
 * The file's dilution of a reading and what the import does with it, in words: written into the template's dilution
 * factor ("10，将写入“稀释倍数 (f)”"), or shown only because the value already includes it or the file does not say.
 */
export function useDilutionText(template: TemplateDef, dilutionInput: string | undefined) {
  const [locale] = useLanguage();
  const lang = locale === 'en' ? 'en' : 'zh';
  const translate = useTranslate();
  const field = template.inputs.find((f) => f.key === dilutionInput);
  const input = field ? `${labelOf(field.label, lang)} (${field.key})` : (dilutionInput ?? '');
  return (r: { dilution?: string; dilutionIncluded?: boolean; dilutionWrite?: string }) => {
    if (r.dilutionWrite) return translate('inst.dilution.writes', { value: r.dilutionWrite, input });
    if (!r.dilution) return '';
    return translate(r.dilutionIncluded ? 'inst.dilution.included' : 'inst.dilution.notWritten', { value: r.dilution });
  };
}

interface Props {
  template: TemplateDef;
  preview: PreviewAnswer;
  decisions: Map<string, Decision>;
  onDecide(key: string, d: Decision | null): void;
  /** Saves an unknown analyte name as an alias of the parameter it was assigned to (absent: nowhere to save it). */
  onRemember?(analyte: string, parameter: string, parameterName: string): void;
}

export const PreviewView = memo(function PreviewView({ template, preview, decisions, onDecide, onRemember }: Props) {
  const [locale] = useLanguage();
  const translate = useTranslate();
  const targetText = useTargetText(template);
  const c = (k: string) => translate(`inst.col.${k}`);
  const dilutionText = useDilutionText(template, preview.dilutionInput);
  return (
    <Stack spacing={1.5} data-testid="import-preview-result">
      <Typography variant="body2" component="div" data-testid="import-file-facts">
        {translate('inst.file')}：<b>{preview.fileName}</b> · {translate('inst.bytes', { n: preview.size })} · {translate('inst.parser')}：
        <span data-testid="import-parser">{parserText(translate, preview)}</span>
        {' · '}
        {translate('inst.encoding')}：<span data-testid="import-encoding">{encodingText(translate, preview.encoding)}</span>
        {' · '}
        {translate('inst.sha256')}：<code title={preview.sha256}>{preview.sha256.slice(0, 16)}…</code>
      </Typography>
      {preview.warnings.map((w, i) => (
        <Alert key={i} severity="warning">
          {w.line ? `${c('line')} ${w.line}: ` : ''}
          {w.message}
        </Alert>
      ))}

      <Typography variant="subtitle2">{translate('inst.matched', { count: preview.matched.length })}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('inst.matchedHint')}
      </Typography>
      <Table size="small" data-testid="import-matched" sx={{ '& td, & th': { py: 0.25 } }}>
        <TableHead>
          <TableRow>
            {['line', 'sample', 'analyte', 'value', 'unit', 'dilution', 'qcType', 'target', 'replaces'].map((k) => (
              <TableCell key={k}>{c(k)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.matched.slice(0, SHOWN).map((m) => (
            <TableRow key={m.key} data-key={m.key}>
              <TableCell>{m.line}</TableCell>
              <TableCell>{m.sampleId}</TableCell>
              <TableCell>{m.analyte}</TableCell>
              <TableCell>{m.value}</TableCell>
              <TableCell>{m.unit ?? ''}</TableCell>
              <TableCell data-testid="matched-dilution">{dilutionText(m)}</TableCell>
              <TableCell>{qcText(translate, m.qcType)}</TableCell>
              <TableCell>{targetText(m.target)}</TableCell>
              <TableCell>{m.replaces ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      {preview.unmatched.length > 0 && (
        <>
          <Alert severity="warning" data-testid="unmatched-title">
            {translate('inst.unmatched', { count: preview.unmatched.length })}
          </Alert>
          <Table size="small" data-testid="import-unmatched" sx={{ '& td, & th': { py: 0.25 } }}>
            <TableHead>
              <TableRow>
                {['line', 'sample', 'analyte', 'value', 'unit', 'dilution', 'qcType', 'reason', 'action'].map((k) => (
                  <TableCell key={k}>{c(k)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.unmatched.slice(0, SHOWN).map((u) => {
                const decided = decisions.get(u.key);
                const value = decided === undefined ? '' : decided === 'discard' ? 'discard' : targetKey(decided);
                const free = u.reason === 'calibration' || u.reason === 'replicate';
                return (
                  <TableRow key={u.key} data-key={u.key} data-reason={u.reason} data-resolved={String(free || decided !== undefined)}>
                    <TableCell>{u.line}</TableCell>
                    <TableCell>{u.sampleId}</TableCell>
                    <TableCell>{u.analyte}</TableCell>
                    <TableCell>{u.value}</TableCell>
                    <TableCell>{u.unit ?? ''}</TableCell>
                    <TableCell>{dilutionText(u)}</TableCell>
                    <TableCell>{qcText(translate, u.qcType)}</TableCell>
                    <TableCell data-testid="unmatched-reason">{reasonText(translate, u)}</TableCell>
                    <TableCell sx={{ minWidth: 260 }}>
                      {free ? (
                        <Typography variant="body2" color="text.secondary">
                          {translate('inst.noDecision')}
                        </Typography>
                      ) : (
                        // a wrong unit, a concentration for a response, text: no cell can take it (the server refuses), discard only
                        <TextField
                          select
                          size="small"
                          fullWidth
                          value={value}
                          label={translate('inst.assignTo')}
                          inputProps={{ 'data-testid': `decide-${u.key}` }}
                          onChange={(e) =>
                            onDecide(
                              u.key,
                              e.target.value === 'discard'
                                ? 'discard'
                                : e.target.value
                                  ? (preview.targets.find((t) => targetKey(t) === e.target.value) ?? null)
                                  : null,
                            )
                          }
                        >
                          <MenuItem value="discard" data-value="discard">
                            {translate('inst.discard')}
                          </MenuItem>
                          {!DISCARD_ONLY.has(u.reason) &&
                            preview.targets.map((t) => (
                              <MenuItem key={targetKey(t)} value={targetKey(t)} data-value={targetKey(t)}>
                                {targetText(t)}
                              </MenuItem>
                            ))}
                        </TextField>
                      )}
                      {onRemember && u.reason === 'analyte_unknown' && decided && decided !== 'discard' && (
                        <RememberButton template={template} lang={locale === 'en' ? 'en' : 'zh'} analyte={u.analyte} target={decided} onRemember={onRemember} />
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </>
      )}
    </Stack>
  );
});

/** "以后把 … 识别为 …": the unknown name, as the parameter its reading was just assigned to. */
function RememberButton(p: {
  template: TemplateDef;
  lang: 'zh' | 'en';
  analyte: string;
  target: Target;
  onRemember(analyte: string, parameter: string, parameterName: string): void;
}) {
  const translate = useTranslate();
  // a one-parameter template's targets name no parameter: it is the template's one
  const param = p.template.parameters.find((x) => x.code === (p.target.parameter ?? p.template.parameters[0]?.code));
  if (!param) return null;
  const name = labelOf(param.name, p.lang);
  return (
    <Button size="small" sx={{ mt: 0.5, textTransform: 'none' }} data-testid="remember-alias" onClick={() => p.onRemember(p.analyte, param.code, name)}>
      {translate('inst.remember', { analyte: p.analyte, parameter: name })}
    </Button>
  );
}
