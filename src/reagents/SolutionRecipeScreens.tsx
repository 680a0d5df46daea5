// A recipe's screens: the generated fields, with its parents as rows naming a catalogue item or the recipe of a parent
// solution (one of them; the server refuses both or neither by field) and the amount taken; its page lists them by
// name. A recipe fills a solution's form (src/reagents/SolutionForms.tsx) or is saved from a solution's page.
import { ArrayInput, AutocompleteInput, ReferenceInput, SimpleFormIterator, type RaRecord } from 'react-admin';
import type { solutionRecipes } from '../../schemas/reagents/solutions.ts';
import { GenericCreate, GenericEdit, type FieldCustomization } from '../resources/generic/GenericForms.tsx';
import { GenericShow } from '../resources/generic/GenericShow.tsx';
import { ParentsTable } from './ParentsTable.tsx';
import { OPTIONS_META } from '../resources/inputs.tsx';
import { absent, AmountInputs, transform } from './SolutionForms.tsx';
import { raNameOf } from '../resources/names.ts';

const F = 'resources.solutionRecipes';
const S = `${F}.subfields.parents`;

/** Optional entries named by `field`: the iterator gives a child with a `source` a null the schema refuses. */
const Pick = ({ field, reference }: { field: string; reference: string }) => (
  <ReferenceInput source={field} reference={raNameOf(reference)} queryOptions={OPTIONS_META}>
    <AutocompleteInput
      label={`${S}.${field}`}
      optionText={(r?: RaRecord) => String(r?.label ?? r?.name ?? '')}
      helperText={false}
      parse={absent}
      sx={{ width: 300 }}
      filterToQuery={(q) => ({ q })}
    />
  </ReferenceInput>
);

function ParentsInput() {
  return (
    <ArrayInput source="parents" label={`${F}.fields.parents`}>
      <SimpleFormIterator inline disableReordering>
        <Pick field="materialId" reference="materials" />
        <Pick field="recipeId" reference="solutionRecipes" />
        <AmountInputs resource="solutionRecipes" />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

const custom: FieldCustomization<typeof solutionRecipes> = { overrides: { parents: <ParentsInput /> } };
export const RecipeCreate = () => <GenericCreate<typeof solutionRecipes> {...custom} transform={transform} />;
export const RecipeEdit = () => <GenericEdit<typeof solutionRecipes> {...custom} transform={transform} />;

/** made from: a catalogue item or a parent recipe per row */
const PARENT_REFS = [
  { source: 'materialId', reference: 'materials', title: 'name', link: false },
  { source: 'recipeId', reference: 'solutionRecipes', title: 'name', link: 'show' },
] as const;

export const RecipeShow = () => (
  <GenericShow omit={['parents']}>
    <ParentsTable resource="solutionRecipes" refs={PARENT_REFS} testId="recipe-parents" className="ra-wide" />
  </GenericShow>
);
