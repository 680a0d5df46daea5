// The solutions a raw record names (issue 34 item 3): one picker per use — the calibration curve, the QC spike and the
// calibration check — listing the lab's prepared solutions, those this record cannot use greyed out with the reason
// (expired on the analysis day or made after it, used up, not approved, withdrawn after a recall, prepared for another
// test item: the rule the server applies on save, schemas/reagents/uses.ts). Read-only, it names what the record
// version used.
import { memo, type Dispatch } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SOLUTION_USES, solutionBlock, type SolutionBlock, type SolutionUse } from '../../../schemas/reagents/uses.ts';
import type { Action } from './model.ts';
import { raNameOf } from '../../resources/names.ts';

export interface SolutionOption {
  id: number;
  solutionNo: string;
  name: string;
  status: string;
  expiresOn?: string | null;
  preparedOn?: string | null;
  parameterId?: number | null;
  concentration?: string | null;
  unit?: string;
  /** why this record cannot use it, or undefined when it can */
  block?: SolutionBlock | 'otherItem';
}

/**
 * The solutions a record's pickers show on `day` (the record's analysis day): the usable ones first, the others with
 * the reason; a solution prepared for a test item not on the sheet is refused as such (without `parameterIds`, try
 * mode, items are not asked).
 */
export function solutionChoices(list: SolutionOption[], parameterIds: readonly number[] | undefined, day: string): SolutionOption[] {
  return list
    .filter((s) => s.status !== 'draft')
    .map((s) => {
      const block =
        solutionBlock(s, day) ?? (parameterIds && s.parameterId != null && !parameterIds.includes(Number(s.parameterId)) ? ('otherItem' as const) : undefined);
      return { ...s, block: block ?? undefined };
    })
    .sort((a, b) => Number(!!a.block) - Number(!!b.block) || b.id - a.id);
}

/** The record's analysis day as the server takes it: the header's date within [assigned, today], else today. */
export function recordDay(analysisDate: string | undefined, assignedOn: string | undefined, today: string): string {
  return analysisDate && /^\d{4}-\d{2}-\d{2}$/.test(analysisDate) && analysisDate <= today && (!assignedOn || analysisDate >= assignedOn)
    ? analysisDate
    : today;
}

/** Which uses a template's record has: the curve only where the template fits one. */
export const usesOf = (hasCurve: boolean) => SOLUTION_USES.filter((u) => u !== 'curve' || hasCurve);

interface Props {
  uses: readonly SolutionUse['use'][];
  chosen: SolutionUse[];
  /** null: this user may not read the reagent records (the pickers say so) */
  solutions: SolutionOption[] | null;
  readOnly?: boolean;
  dispatch: Dispatch<Action>;
}

function SolutionsPanelImpl({ uses, chosen, solutions, readOnly, dispatch }: Props) {
  const translate = useTranslate();
  const label = (s: SolutionOption) => `${s.solutionNo} ${s.name}${s.concentration ? ` ${s.concentration} ${s.unit ?? ''}` : ''}`;
  const set = (use: SolutionUse['use'], id: number | '') =>
    dispatch({ type: 'solutions', uses: [...chosen.filter((c) => c.use !== use), ...(id === '' ? [] : [{ use, solutionId: id }])] });
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} data-testid="record-solutions">
      <Typography variant="subtitle1">{translate('rr.solutions.title')}</Typography>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1.5 }}>
        {solutions ? translate(readOnly ? 'rr.solutions.keptHint' : 'rr.solutions.hint') : translate('rr.solutions.noAccess')}
      </Typography>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1.5}>
        {uses.map((use) => {
          const value = chosen.find((c) => c.use === use)?.solutionId ?? '';
          const picked = solutions?.find((s) => s.id === value);
          return (
            <Stack key={use} spacing={0.5}>
              <TextField
                select
                size="small"
                sx={{ minWidth: 320 }}
                label={translate(`resources.rawRecords.enums.solutionUses.use.${use}`)}
                value={solutions && (value === '' || picked) ? value : ''}
                disabled={readOnly || !solutions}
                data-testid={`solution-select-${use}`}
                onChange={(e) => set(use, e.target.value === '' ? '' : Number(e.target.value))}
              >
                <MenuItem value="">{translate('rr.solutions.none')}</MenuItem>
                {(solutions ?? []).map((s) => (
                  // a solution chosen earlier that is unusable now stays shown as chosen (the server says why on save)
                  <MenuItem key={s.id} value={s.id} data-solution={s.solutionNo} data-block={s.block} disabled={!!s.block && s.id !== value}>
                    {label(s)}
                    {s.block && (
                      <Typography component="span" variant="caption" color="error" sx={{ ml: 1 }}>
                        {translate(`rr.solutions.block.${s.block}`)}
                      </Typography>
                    )}
                  </MenuItem>
                ))}
              </TextField>
              {picked && (
                <Link component={RouterLink} to={`/${raNameOf('solutions')}/${picked.id}/show`} variant="caption" data-testid={`solution-open-${use}`}>
                  {translate('rr.solutions.open', { no: picked.solutionNo })}
                </Link>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}

export const SolutionsPanel = memo(SolutionsPanelImpl);
