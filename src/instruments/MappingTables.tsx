// The two tables of the mapping dialog, with react-admin's array inputs: the wide layout's chosen columns renamed to
// the analyte they hold (a column "铅浓度 (μg/L)" read as "Pb"), and the instrument's alias table (a name its files use
// → the parameter it means), which the matcher reads before the parameter codes (server/instruments/match.ts).
import { ArrayInput, SelectInput, SimpleFormIterator, TextInput, useLocaleState } from 'react-admin';
import type { TemplateDef } from '../../schemas/templates/types.ts';

export function RenameInputs({ columns }: { columns: string[] }) {
  const choices = columns.map((c) => ({ id: c, name: c }));
  return (
    <ArrayInput source="renames" label="inst.mapping.renames" helperText="inst.mapping.renamesHint">
      <SimpleFormIterator resource="instrumentMappings" inline disableReordering data-testid="mapping-renames">
        {choices.length ? (
          <SelectInput source="column" label="inst.mapping.renameColumn" choices={choices} helperText={false} />
        ) : (
          <TextInput source="column" label="inst.mapping.renameColumn" helperText={false} />
        )}
        <TextInput source="analyte" label="inst.mapping.renameAnalyte" helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

export function AliasInputs({ template }: { template: TemplateDef }) {
  const [locale] = useLocaleState();
  const choices = template.parameters.map((p) => ({ id: p.code, name: locale === 'en' ? p.name.en : p.name.zh }));
  return (
    <ArrayInput source="aliases" label="inst.mapping.aliases" helperText="inst.mapping.aliasesHint">
      <SimpleFormIterator resource="instrumentMappings" inline disableReordering data-testid="mapping-aliases">
        <TextInput source="alias" label="inst.mapping.alias" helperText={false} />
        <SelectInput source="parameter" label="inst.mapping.aliasParameter" choices={choices} helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
