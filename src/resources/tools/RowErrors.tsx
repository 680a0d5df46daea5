// The cells a spreadsheet could not give, by row, column and reason: the generic import's and the limit table's
// (src/standards/LimitRowsSheet.tsx) refusals, listed the same way (at most 200 rows: a sheet wrong throughout is
// corrected from its first errors).
import { useTranslate } from 'react-admin';
import Table from '@mui/material/Table';
import TableHead from '@mui/material/TableHead';
import TableBody from '@mui/material/TableBody';
import TableRow from '@mui/material/TableRow';
import TableCell from '@mui/material/TableCell';

export interface RowErrorLine {
  row: number;
  column: string;
  message: string;
}

export function RowErrors({ errors, testId }: { errors: readonly RowErrorLine[]; testId: string }) {
  const translate = useTranslate();
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('sys.import.row')}</TableCell>
          <TableCell>{translate('sys.import.column')}</TableCell>
          <TableCell>{translate('sys.import.message')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {errors.slice(0, 200).map((e, i) => (
          <TableRow key={i}>
            <TableCell>{e.row}</TableCell>
            <TableCell>{e.column}</TableCell>
            <TableCell>{e.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
