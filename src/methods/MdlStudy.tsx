// The detection-limit study on the verification's form (HJ 168-2020): the replicates typed (or pasted from a sheet:
// any of space, comma, semicolon or newline between them) and the study computed live as they are typed, by the same
// pure function the server's route and hook use (schemas/methods/mdl.ts evaluateMdlStudy): n, mean, S, t, MDL, LOQ,
// mean/MDL, the verdict and its reasons, or what keeps it from being computed. Reported values are shown, each full
// value in its tooltip.
import { useState } from 'react';
import { TextInput, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { roundGB8170 } from '../../schemas/calc/round.ts';
import { evaluateMdlStudy } from '../../schemas/methods/mdl.ts';
import type { mdlResult } from '../../schemas/methods/results.ts';
import type { z } from 'zod';
import { StateChip } from './chips.tsx';

/** "0.009 0.010, 0.009\n0.010" → ['0.009', '0.010', '0.009', '0.010']: the replicates as written, every digit kept. */
export const splitReplicates = (text: string): string[] => text.split(/[\s,，;；、]+/).filter(Boolean);

/** A figure as reported, its full value in the tooltip. */
export function Figure({ label, reported, full, testId }: { label: string; reported: string; full?: string; testId: string }) {
  return (
    <Box sx={{ minWidth: 96 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Tooltip title={full && full !== reported ? full : ''} placement="top">
        <Typography variant="body2" data-testid={testId} data-full={full ?? reported}>
          {reported}
        </Typography>
      </Tooltip>
    </Box>
  );
}

/** What a verification stores (schemas/methods/results.ts); the form's live study (schemas/methods/mdl.ts) is one too. */
export type MdlFiguresOf = z.infer<typeof mdlResult>;

/** A computed study: its figures, verdict and reasons (the form's live study and the stored result alike). */
export function MdlFigures({ study }: { study: MdlFiguresOf }) {
  const translate = useTranslate();
  const l = (k: string) => translate(`cap.mdl.${k}`);
  return (
    <Box data-testid="mdl-figures">
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-end">
        <Figure label={l('n')} reported={String(study.n)} testId="mdl-n" />
        <Figure label={l('mean')} reported={study.reported.mean} full={study.mean} testId="mdl-mean" />
        <Figure label={l('s')} reported={study.reported.s} full={study.s} testId="mdl-s" />
        <Figure label={l('t')} reported={study.t} testId="mdl-t" />
        <Figure label={l('mdl')} reported={study.reported.mdl} full={study.mdl} testId="mdl-mdl" />
        <Figure label={l('loq')} reported={study.reported.loq} full={study.loq} testId="mdl-loq" />
        {study.ratio != null && <Figure label={l('ratio')} reported={roundRatio(study.ratio)} full={study.ratio} testId="mdl-ratio" />}
        <Box data-testid="mdl-verdict">
          <StateChip schemaName="methodVerifications" field="verdict" value={study.verdict} />
        </Box>
      </Stack>
      {study.reasons.map((r) => (
        <Typography key={r} variant="body2" color={r === 'notCompared' ? 'text.secondary' : 'warning.main'} data-reason={r}>
          {translate(`cap.mdl.reason.${r}`)}
        </Typography>
      ))}
    </Box>
  );
}

/** mean / MDL is read against 1 and 10 only: shown to 2 places (GB/T 8170), the full value in the tooltip. */
const roundRatio = (full: string) => roundGB8170(full, { decimals: 2 });

/** The replicates' input: a text of values, stored as the list `mdlStudy.values`. */
function ReplicatesInput() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'mdlStudy.values', defaultValue: [] });
  const [text, setText] = useState(() => ((field.value as string[] | undefined) ?? []).join(' '));
  return (
    <TextField
      label={translate('cap.mdl.values')}
      helperText={translate('cap.mdl.valuesHint')}
      value={text}
      multiline
      minRows={2}
      fullWidth
      inputProps={{ 'data-testid': 'mdl-values' }}
      onChange={(e) => {
        setText(e.target.value);
        field.onChange(splitReplicates(e.target.value));
      }}
    />
  );
}

/** The live study of what the form holds now. */
function LiveStudy() {
  const translate = useTranslate();
  const values = (useWatch({ name: 'mdlStudy.values' }) as string[] | undefined) ?? [];
  const standardMdl = useWatch({ name: 'standardMdl' }) as string | undefined;
  if (!values.length) return null;
  const r = evaluateMdlStudy({ values, standardMdl: standardMdl ? String(standardMdl) : undefined });
  if (!r.ok)
    return (
      <Alert severity="info" data-testid="mdl-issues">
        {r.issues.map((i) => (
          <div key={i.path.join('.')} data-issue={i.reason}>
            {translate(`cap.mdl.issue.${i.reason}`, { n: Number(i.path[1]) + 1 })}
          </div>
        ))}
      </Alert>
    );
  return <MdlFigures study={r.study} />;
}

/** The form's detection-limit study: the spiked level, the replicates and the live computation. */
export function MdlStudyInput() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', mb: 2 }} data-testid="mdl-study">
      <Typography variant="subtitle2">{translate('resources.methodVerifications.fields.mdlStudy')}</Typography>
      <TextInput source="mdlStudy.spikeLevel" label="cap.mdl.spikeLevel" helperText="cap.mdl.spikeHint" parse={(v: string) => v.trim() || undefined} />
      <ReplicatesInput />
      <Box sx={{ mt: 1 }}>
        <LiveStudy />
      </Box>
    </Box>
  );
}
