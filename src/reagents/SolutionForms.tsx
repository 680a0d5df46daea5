// A prepared solution's create and edit forms: the generated fields, with the parents as rows whose lot or parent
// solution is picked from candidates that show their concentration, expiry and status (the server refuses one not
// accepted/approved or expired on the day, by its field), and a recipe that fills the form — the person then picks the
// lots and solutions actually used. The concentration, u and expiry are the server's: nothing computed is sent.
import { useState } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useDataProvider,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AMOUNT_UNITS, type solutions } from '../../schemas/reagents/solutions.ts';
import { GenericCreate, GenericEdit, type FieldCustomization } from '../resources/generic/GenericForms.tsx';
import { raNameOf } from '../resources/names.ts';
import { useWhen } from '../resources/when.tsx';

const F = 'resources.solutions';
const S = `${F}.subfields.parents`;
/** a cleared optional entry is left out, not sent as null or '' */
export const absent = (v: unknown) => (v === '' || v === null ? undefined : v);
const decimal = { helperText: false as const, slotProps: { htmlInput: { inputMode: 'decimal' as const } } };

/** A lot as a candidate: its number, certified value (or purity), expiry and status, in the UI language. */
function useLotText() {
  const translate = useTranslate();
  const when = useWhen();
  return (r?: RaRecord) =>
    r
      ? translate('prep.parents.lotOption', {
          no: r.lotNo,
          value: r.certifiedValue
            ? `${r.certifiedValue} ${r.certifiedUnit ?? ''}`
            : r.purity
              ? translate('prep.parents.purity', { purity: r.purity })
              : translate('prep.parents.noValue'),
          expires: when(r.expiresOn, 'date'),
          status: translate(`resources.materialLots.enums.status.${r.status}`),
        })
      : '';
}

function useSolutionText() {
  const translate = useTranslate();
  const when = useWhen();
  return (r?: RaRecord) =>
    r
      ? translate('prep.parents.solutionOption', {
          no: r.solutionNo,
          name: r.name,
          value: r.concentration ? `${r.concentration} ${r.unit}` : '—',
          expires: r.expiresOn ? when(r.expiresOn, 'date') : '—',
          status: translate(`${F}.enums.status.${r.status}`),
        })
      : '';
}

/**
 * The optional entries of a row, named by `field` rather than `source`: the iterator gives every child with a `source` a
 * null in the row it adds, which the schema refuses for an entry a row leaves out (a lot or a solution, the tolerance).
 */
function LotPicker({ field }: { field: string }) {
  const lotText = useLotText();
  return (
    <ReferenceInput source={field} reference={raNameOf('materialLots')} sort={{ field: 'id', order: 'DESC' }}>
      <AutocompleteInput label={`${S}.lotId`} optionText={lotText} parse={absent} helperText={false} sx={{ width: 380 }} filterToQuery={(q) => ({ q })} />
    </ReferenceInput>
  );
}

function SolutionPicker({ field }: { field: string }) {
  const solutionText = useSolutionText();
  return (
    <ReferenceInput source={field} reference={raNameOf('solutions')} sort={{ field: 'id', order: 'DESC' }}>
      <AutocompleteInput
        label={`${S}.solutionId`}
        optionText={solutionText}
        parse={absent}
        helperText={false}
        sx={{ width: 380 }}
        filterToQuery={(q) => ({ q })}
      />
    </ReferenceInput>
  );
}

/**
 * A parent row's amount taken, its unit and the ± tolerance, for a solution and a recipe alike (`resource` keys their
 * labels); the tolerance is optional, so a cleared one is left out.
 */
export function AmountInputs({ resource }: { resource: 'solutions' | 'solutionRecipes' }) {
  const sub = `resources.${resource}.subfields.parents`;
  return (
    <>
      <TextInput source="amount" label={`${sub}.amount`} sx={{ width: 110 }} {...decimal} />
      <SelectInput
        source="amountUnit"
        label={`${sub}.amountUnit`}
        helperText={false}
        choices={AMOUNT_UNITS.map((u) => ({ id: u, name: `resources.${resource}.enums.parents.amountUnit.${u}` }))}
        sx={{ width: 90 }}
      />
      <TextInput source="amountTolerance" label={`${sub}.amountTolerance`} sx={{ width: 110 }} parse={absent} {...decimal} />
    </>
  );
}

/** The parents, one row each: a lot or a parent solution (one of them), the amount taken, its unit and tolerance. */
function ParentsInput() {
  return (
    <ArrayInput source="parents" label={`${F}.fields.parents`}>
      <SimpleFormIterator inline disableReordering>
        <LotPicker field="lotId" />
        <SolutionPicker field="solutionId" />
        <AmountInputs resource="solutions" />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** The recipe's entries into the form; each parent row keeps its amount and the person picks the lot or solution. */
function FillFromRecipe() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { setValue } = useFormContext();
  const recipeId = useWatch({ name: 'recipeId' });
  const [said, setSaid] = useState<string | null>(null);
  const fill = async () => {
    const { data: r } = await dataProvider.getOne(raNameOf('solutionRecipes'), { id: recipeId });
    for (const k of ['name', 'parameterId', 'level', 'finalVolume', 'flaskTolerance', 'solvent', 'unit', 'shelfLifeDays'])
      if (r[k] !== undefined && r[k] !== null) setValue(k, r[k], { shouldDirty: true });
    const rows = (r.parents as { amount: string; amountUnit: string; amountTolerance?: string }[]).map((p) => ({
      amount: p.amount,
      amountUnit: p.amountUnit,
      ...(p.amountTolerance ? { amountTolerance: p.amountTolerance } : {}),
    }));
    setValue('parents', rows, { shouldDirty: true });
    setSaid(translate('prep.recipe.filled', { name: r.name }));
  };
  return (
    <Box sx={{ mb: 1 }}>
      <Button variant="outlined" size="small" disabled={!recipeId} onClick={fill} data-testid="fill-from-recipe">
        {translate('prep.recipe.fill')}
      </Button>
      {said && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {said}
        </Alert>
      )}
    </Box>
  );
}

const custom: FieldCustomization<typeof solutions> = {
  overrides: {
    recipeId: (generated) => (
      <Box className="ra-wide">
        {generated}
        <FillFromRecipe />
      </Box>
    ),
    parents: <ParentsInput />,
  },
};

/** A row's emptied optional entries are left out: the iterator gives them null, which the schema refuses. */
export const transform = (data: RaRecord): RaRecord => ({
  ...data,
  parents: ((data.parents ?? []) as Record<string, unknown>[]).map((p) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== null && v !== ''))),
});

export const SolutionCreate = () => <GenericCreate<typeof solutions> {...custom} transform={transform} />;
export const SolutionEdit = () => <GenericEdit<typeof solutions> {...custom} transform={transform} />;
