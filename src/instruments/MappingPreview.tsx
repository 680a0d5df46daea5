// The mapping dialog's live preview: the server reads the file with the unsaved mapping against this sheet (the
// same preview route the import uses, nothing stored but the staged file) a moment after the last change, and the
// first readings are shown with where each would land or why it would not; a refusal names the column or field.
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ColumnMapping } from '../../schemas/instruments/mapping.ts';
import { previewImport, type PreviewAnswer } from '../dataProvider/client/index.ts';
import { errorText, qcText, reasonText } from './words.ts';
import { useDilutionText, useTargetText } from './PreviewView.tsx';
import type { TemplateDef } from '../../schemas/templates/types.ts';

const FIRST = 20;
const SETTLE_MS = 400; // typing a column name: one request when the typing stops, not one per key

export function MappingPreview({
  sheetId,
  equipmentId,
  file,
  mapping,
  template,
}: {
  sheetId: number;
  equipmentId: number;
  file: File;
  mapping: ColumnMapping;
  template: TemplateDef;
}) {
  const translate = useTranslate();
  const targetText = useTargetText(template);
  const [answer, setAnswer] = useState<PreviewAnswer | null>(null);
  const dilutionText = useDilutionText(template, answer?.dilutionInput);
  const [failure, setFailure] = useState<string | null>(null);
  const key = JSON.stringify(mapping);
  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      previewImport(sheetId, { equipmentId, file, mapping: JSON.parse(key) as ColumnMapping }, abort.signal).then(
        (a) => {
          setAnswer(a);
          setFailure(null);
        },
        (e) => {
          if (!abort.signal.aborted) {
            setAnswer(null);
            setFailure(errorText(translate, e));
          }
        },
      );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [sheetId, equipmentId, file, key, translate]);

  if (failure)
    return (
      <Alert severity="error" data-testid="mapping-preview-failure">
        {failure}
      </Alert>
    );
  if (!answer) return null;
  const rows = [
    ...answer.matched.map((m) => ({ ...m, status: targetText(m.target) })),
    ...answer.unmatched.map((u) => ({ ...u, status: reasonText(translate, u) })),
  ]
    .sort((a, b) => a.line - b.line)
    .slice(0, FIRST);
  return (
    <>
      <Typography variant="subtitle2" data-testid="mapping-preview-count" data-matched={answer.matched.length} data-unmatched={answer.unmatched.length}>
        {translate('inst.mapping.livePreview', { n: rows.length })} · {translate('inst.matched', { count: answer.matched.length })}
      </Typography>
      <Table size="small" data-testid="mapping-preview" sx={{ '& td, & th': { py: 0.25 } }}>
        <TableHead>
          <TableRow>
            {['line', 'sample', 'analyte', 'value', 'unit', 'dilution', 'qcType', 'target'].map((k) => (
              <TableCell key={k}>{translate(`inst.col.${k}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell>{r.line}</TableCell>
              <TableCell>{r.sampleId}</TableCell>
              <TableCell>{r.analyte}</TableCell>
              <TableCell>{r.value}</TableCell>
              <TableCell>{r.unit ?? ''}</TableCell>
              <TableCell>{dilutionText(r)}</TableCell>
              <TableCell>{qcText(translate, r.qcType)}</TableCell>
              <TableCell>{r.status}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
