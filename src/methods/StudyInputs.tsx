// The precision and accuracy entries of a method verification (HJ 168-2020), from react-admin's own inputs: precision
// as levels, each with its replicates (one input a value), its n, mean, S and RSD computed live; accuracy as a
// certified reference material (value ± U) or a spike (amount added, unspiked sample, the method's recovery range),
// its relative error or recoveries computed live. The same pure functions the server stores its results with
// (schemas/methods/studies.ts) compute here, in decimal; the server refuses what they refuse, by the same field.
import { ArrayInput, FormDataConsumer, SelectInput, SimpleFormIterator, TextInput, useSourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { roundGB8170 } from '../../schemas/calc/round.ts';
import { accuracyResultOf, precisionStudy, type StudyIssue } from '../../schemas/methods/studies.ts';
import type { accuracyInput } from '../../schemas/methods/verifications.ts';
import type { accuracyResult } from '../../schemas/methods/results.ts';
import { usePathLabel } from '../business/form.tsx';
import { Figure } from './MdlStudy.tsx';

const SUB = 'resources.methodVerifications.subfields';
const decimalInput = { slotProps: { htmlInput: { inputMode: 'decimal' as const } }, helperText: false as const };
/** what a value input holds: text, or null once emptied */
const texts = (vs: unknown): string[] => (Array.isArray(vs) ? vs.map((v) => (v == null ? '' : String(v))) : []);
const opt = (v: unknown): string | undefined => (v == null || v === '' ? undefined : String(v));

/** the replicates side by side, wrapping, as a row of a lab sheet (the iterator stacks its rows otherwise) */
const valuesRow = {
  '& .RaSimpleFormIterator-list': { display: 'flex', flexWrap: 'wrap', columnGap: 2 },
  '& .RaSimpleFormIterator-line': { borderBottom: 'none' },
};

/** A list of replicates, one small input a value, numbered. */
function ValuesInput({ source, label }: { source: string; label: string }) {
  return (
    <ArrayInput source={source} label={label}>
      <SimpleFormIterator inline disableReordering disableClear getItemLabel={(i) => `${i + 1}`} sx={valuesRow}>
        <TextInput source="" label={false} sx={{ width: 100 }} {...decimalInput} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** Why a study cannot be computed yet, each issue by its field's label. */
function Issues({ issues, base, testId }: { issues: StudyIssue[]; base: string; testId: string }) {
  const translate = useTranslate();
  const label = usePathLabel('methodVerifications');
  return (
    <Alert severity="info" data-testid={testId} sx={{ mt: 1 }}>
      {issues.map((i) => (
        <div key={i.path.join('.')} data-issue={i.reason}>
          {label([base, ...i.path].join('.'))}: {translate(`cap.study.issue.${i.reason}`)}
        </div>
      ))}
    </Alert>
  );
}

/** One level's n, mean, S and RSD, computed from its replicates as typed (the level is the iterator row it sits in). */
function LevelFigures() {
  const translate = useTranslate();
  const source = useSourceContext().getSource('values'); // precision.levels.<i>.values
  const values = texts(useWatch({ name: source }));
  if (!values.length) return null;
  const r = precisionStudy([{ values }]);
  // the study names a path within one level: the row's own path names the field
  if (!r.ok)
    return (
      <Issues issues={r.issues.map((i) => ({ ...i, path: [...source.split('.').slice(1), ...i.path.slice(3)] }))} base="precision" testId="precision-issues" />
    );
  const l = r.value[0];
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mt: 1 }} data-testid="precision-figures">
      <Figure label={translate('cap.study.n')} reported={String(l.n)} testId="prec-n" />
      <Figure label={translate('cap.study.mean')} reported={l.reported.mean} full={l.mean} testId="prec-mean" />
      <Figure label={translate('cap.study.s')} reported={l.reported.s} full={l.s} testId="prec-s" />
      <Figure label={translate('cap.study.rsd')} reported={l.reported.rsd} full={l.rsd} testId="prec-rsd" />
    </Stack>
  );
}

/** Precision: levels (e.g. low, middle, high), each with its replicates and its RSD computed live. */
export function PrecisionInput() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', mb: 2 }} data-testid="precision-study">
      <Typography variant="subtitle2">{translate('resources.methodVerifications.fields.precision')}</Typography>
      <ArrayInput source="precision.levels" label={false}>
        <SimpleFormIterator disableReordering disableClear>
          <TextInput source="level" label={`${SUB}.levels.level`} helperText="cap.study.levelHint" />
          <ValuesInput source="values" label={`${SUB}.levels.values`} />
          <LevelFigures />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}

type Accuracy = z.infer<typeof accuracyInput>;

/** The accuracy entries as typed, in the shape the server reads (an emptied input is no value). */
function accuracyOf(a: Record<string, unknown>): Accuracy {
  return {
    kind: a.kind === 'spike' ? 'spike' : 'crm',
    values: texts(a.values),
    certifiedValue: opt(a.certifiedValue),
    certifiedU: opt(a.certifiedU),
    added: opt(a.added),
    background: opt(a.background),
    acceptLow: opt(a.acceptLow),
    acceptHigh: opt(a.acceptHigh),
  };
}

/** The live accuracy: the CRM's relative error and whether the mean lies in value ± U, or the recoveries against the range. */
/** An accuracy study's figures (n, mean, error or recovery, the verdict): live on the form, stored on the page. */
export function AccuracyFigures({ result: v }: { result: z.infer<typeof accuracyResult> }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-end">
      <Figure label={translate('cap.study.n')} reported={String(v.n)} testId="acc-n" />
      <Figure label={translate('cap.study.mean')} reported={v.reported.mean} full={v.mean} testId="acc-mean" />
      <Figure label={translate(`cap.study.value.${v.kind}`)} reported={v.reported.value} full={v.value} testId="acc-value" />
      {v.pass != null && (
        <Typography variant="body2" color={v.pass ? 'success.main' : 'error.main'} data-testid="acc-pass">
          {translate(v.pass ? 'cap.study.pass' : 'cap.study.fail')}
        </Typography>
      )}
    </Stack>
  );
}

function LiveAccuracy({ accuracy }: { accuracy: Record<string, unknown> }) {
  const translate = useTranslate();
  const a = accuracyOf(accuracy);
  if (!a.values.length) return null;
  const r = accuracyResultOf(a);
  if (!r.ok) return <Issues issues={r.issues} base="accuracy" testId="accuracy-issues" />;
  const v = r.value;
  return (
    <Box sx={{ mt: 1 }} data-testid="accuracy-figures">
      <AccuracyFigures result={v} />
      {v.kind === 'spike' && (
        <Stack direction="row" spacing={1.5} data-testid="acc-recoveries">
          <Typography variant="body2" color="text.secondary">
            {translate('cap.study.recoveries')}
          </Typography>
          {v.recoveries.map((p, i) => (
            <Typography key={i} variant="body2" data-full={p}>
              {roundGB8170(p, { decimals: 1 })}
            </Typography>
          ))}
        </Stack>
      )}
      {v.kind === 'spike' && v.pass == null && (
        <Typography variant="body2" color="text.secondary">
          {translate('cap.study.noRange')}
        </Typography>
      )}
    </Box>
  );
}

/** Accuracy: a certified reference material or a spike, its replicates and the result computed live. */
export function AccuracyInput() {
  const translate = useTranslate();
  const kinds = ['crm', 'spike'].map((id) => ({ id, name: translate(`cap.study.kind.${id}`) }));
  return (
    <Box sx={{ width: '100%', mb: 2 }} data-testid="accuracy-study">
      <Typography variant="subtitle2">{translate('resources.methodVerifications.fields.accuracy')}</Typography>
      <SelectInput source="accuracy.kind" label={`${SUB}.accuracy.kind`} choices={kinds} translateChoice={false} helperText={false} />
      <FormDataConsumer>
        {({ formData }) => {
          const a = (formData.accuracy ?? {}) as Record<string, unknown>;
          if (a.kind !== 'crm' && a.kind !== 'spike') return null;
          const field = (k: keyof Accuracy) => <TextInput key={k} source={`accuracy.${k}`} label={`${SUB}.accuracy.${k}`} {...decimalInput} />;
          return (
            <>
              <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
                {a.kind === 'crm'
                  ? [field('certifiedValue'), field('certifiedU')]
                  : [field('added'), field('background'), field('acceptLow'), field('acceptHigh')]}
              </Stack>
              <ValuesInput source="accuracy.values" label={`${SUB}.accuracy.values`} />
              <LiveAccuracy accuracy={a} />
            </>
          );
        }}
      </FormDataConsumer>
    </Box>
  );
}
