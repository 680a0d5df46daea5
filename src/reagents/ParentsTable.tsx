// What a prepared solution or a recipe is made from, read-only: a row per parent with its two possible references
// (a lot or a parent solution; a catalogue item or a parent recipe), the amount taken and its tolerance. One table for
// both pages; each names its resource's two reference columns.
import { ReferenceField, TextField, useRecordContext, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { raNameOf } from '../resources/names.ts';

/** a parent's reference column: its field, the resource it names and the field read as its title */
export interface ParentRef {
  source: string;
  reference: string;
  title: string;
  link: 'show' | false;
}

type Parent = Record<string, unknown> & { amount: string; amountUnit: string; amountTolerance?: string };

/** `resource` keys the labels (resources.{resource}.subfields.parents.*); `className` places it: the page's whole width */
export function ParentsTable({ resource, refs, testId }: { resource: string; refs: readonly [ParentRef, ParentRef]; testId: string; className?: string }) {
  const record = useRecordContext<{ parents: Parent[] }>();
  const translate = useTranslate();
  if (!record) return null;
  const S = `resources.${resource}.subfields.parents`;
  return (
    <Box>
      <Typography variant="subtitle2">{translate(`resources.${resource}.fields.parents`)}</Typography>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {[...refs.map((r) => r.source), 'amount', 'amountTolerance'].map((k) => (
              <TableCell key={k}>{translate(`${S}.${k}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {/* titles from /options: a reader of this page need not list lots, solutions or the catalogue */}
          {record.parents.map((p, i) => (
            <TableRow key={i}>
              {refs.map((r) => (
                <TableCell key={r.source}>
                  {p[r.source] ? (
                    <ReferenceField record={p} source={r.source} reference={raNameOf(r.reference)} link={r.link} queryOptions={{ meta: { titles: r.title } }}>
                      <TextField source={r.title} />
                    </ReferenceField>
                  ) : (
                    '—'
                  )}
                </TableCell>
              ))}
              <TableCell>{`${p.amount} ${p.amountUnit}`}</TableCell>
              <TableCell>{p.amountTolerance ? `± ${p.amountTolerance} ${p.amountUnit}` : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
