// A prepared solution's page: the generated fields and its signed steps (sign, approve, return, used up, discard through
// the StepDialog of the generic actions), then what it was made from (each parent a link to its lot or solution) and
// the computation the server stored: the steps, c and u (rounded for display, full values on hover), one line per
// source of uncertainty and each source's share of u² as a bar chart. "Save as recipe" opens a new recipe filled from it.
import { Button, Link, useCreatePath, useDataProvider, useNotify, usePermissions, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Dec } from '../../schemas/calc/decimal.ts';
import { roundGB8170 } from '../../schemas/calc/round.ts';
import type { RecordOf } from '../../schemas/core/resource.ts';
import type { solutions } from '../../schemas/reagents/solutions.ts';
import { hasAuth } from '../authProvider/access.ts';
import { GenericShow } from '../resources/generic/GenericShow.tsx';
import { ParentsTable } from './ParentsTable.tsx';
import { raNameOf } from '../resources/names.ts';
import { Figure } from '../methods/MdlStudy.tsx';
import { ContributionChart } from '../uncertainty/ResultFigures.tsx';

type Solution = RecordOf<typeof solutions>;
const SOURCES = ['certified', 'parentSolution', 'purity', 'mass', 'pipette', 'flask'];

/** u to two significant figures and c to u's last place, both by GB/T 8170's rule (schemas/calc/round.ts). */
export function displayed(c: string, u: string): { c: string; u: string } {
  const ur = roundGB8170(u, { significant: 2 });
  const places = Math.max(0, -(new Dec(ur).e - 1));
  return { c: roundGB8170(c, { decimals: places }), u: ur };
}

/** made from: a lot or a parent solution per row */
const PARENT_REFS = [
  { source: 'lotId', reference: 'materialLots', title: 'lotNo', link: 'show' },
  { source: 'solutionId', reference: 'solutions', title: 'solutionNo', link: 'show' },
] as const;

function Computation(_: { label?: string; className?: string }) {
  const record = useRecordContext<Solution>();
  const translate = useTranslate();
  if (!record) return null;
  const r = record.result;
  if (!r) return <Typography variant="body2">{translate('prep.result.none')}</Typography>;
  const shown = displayed(r.concentration, r.u);
  const label = (name: string) => (SOURCES.includes(name) ? translate(`prep.source.${name}`) : name);
  const total = new Dec(r.uRelative).pow(2);
  const shares = r.contributions.map((c) => ({ name: label(c.name), share: total.isZero() ? '0' : new Dec(c.uRelative).pow(2).div(total).toString() }));
  return (
    <Box sx={{ mt: 1 }} data-testid="computation">
      <Typography variant="subtitle2">{translate('prep.result.title')}</Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate('prep.result.model')}
      </Typography>
      {(r.steps ?? []).map((s) => (
        <Typography key={s} variant="body2" sx={{ fontFamily: 'monospace' }}>
          {s}
        </Typography>
      ))}
      <Stack direction="row" spacing={3} sx={{ my: 1 }}>
        <Figure label={translate('prep.result.concentration')} reported={`${shown.c} ${record.unit}`} full={r.concentration} testId="c" />
        <Figure label={translate('prep.result.u')} reported={`${shown.u} ${record.unit}`} full={r.u} testId="u" />
        <Figure
          label={translate('prep.result.uRelative')}
          reported={`${roundGB8170(new Dec(r.uRelative).times(100).toString(), { significant: 2 })} %`}
          full={r.uRelative}
          testId="urel"
        />
      </Stack>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate('prep.result.rounding')}
      </Typography>
      <Table size="small" data-testid="contributions">
        <TableHead>
          <TableRow>
            {['source', 'quantity', 'basis', 'uRelative'].map((k) => (
              <TableCell key={k}>{translate(`prep.table.${k}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {r.contributions.map((c) => (
            <TableRow key={c.name}>
              <TableCell>{label(c.name)}</TableCell>
              <TableCell>{c.quantity ?? ''}</TableCell>
              <TableCell>
                {c.basis === '—' ? translate('prep.table.exact') : (c.basis ?? '')}
                {SOURCES.includes(c.name) && c.basis !== '—' && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {translate(`prep.distribution.${c.name}`)}
                  </Typography>
                )}
              </TableCell>
              <TableCell title={c.uRelative}>{new Dec(c.uRelative).toSignificantDigits(3).toString()}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ContributionChart contributions={shares} title="prep.chart" />
    </Box>
  );
}

/** Opens a new recipe filled from this solution: a lot becomes its catalogue item, a parent solution its recipe. */
function SaveAsRecipe() {
  const record = useRecordContext<Solution>();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const redirect = useRedirect();
  const createPath = useCreatePath();
  const { permissions } = usePermissions<{ roles: string[]; perms: string[] }>();
  const notify = useNotify();
  // a recipe is written with reagent:prepare: a reader is not offered the button
  if (!record || !hasAuth(permissions, 'reagent:prepare')) return null;
  const save = async () => {
    const parents = [];
    for (const p of record.parents) {
      const amount = { amount: p.amount, amountUnit: p.amountUnit, ...(p.amountTolerance ? { amountTolerance: p.amountTolerance } : {}) };
      if (p.lotId) {
        const { data: lot } = await dataProvider.getOne(raNameOf('materialLots'), { id: p.lotId });
        parents.push({ materialId: lot.materialId, ...amount });
      } else {
        const { data: parent } = await dataProvider.getOne(raNameOf('solutions'), { id: p.solutionId! });
        if (!parent.recipeId) return notify(translate('prep.recipe.noRecipe', { no: parent.solutionNo }), { type: 'warning' });
        parents.push({ recipeId: parent.recipeId, ...amount });
      }
    }
    const keep = ['parameterId', 'level', 'finalVolume', 'flaskTolerance', 'solvent', 'unit', 'shelfLifeDays'] as const;
    const source = { name: record.name, parents, ...Object.fromEntries(keep.filter((k) => record[k] != null).map((k) => [k, record[k]])) };
    redirect(`${createPath({ resource: raNameOf('solutionRecipes'), type: 'create' })}?source=${encodeURIComponent(JSON.stringify(source))}`);
  };
  return <Button label="prep.recipe.save" onClick={save} data-testid="save-as-recipe" />;
}

export function SolutionShow() {
  const createPath = useCreatePath();
  return (
    <GenericShow
      omit={['parents', 'result', 'u']}
      tools={
        <>
          <SaveAsRecipe />
          <Button component={Link} to={createPath({ resource: raNameOf('solutionRecipes'), type: 'list' })} label="prep.recipe.list" />
        </>
      }
    >
      <ParentsTable resource="solutions" refs={PARENT_REFS} testId="parents" className="ra-wide" />
      <Computation className="ra-wide" />
    </GenericShow>
  );
}
