// Create and edit of a test item: the generated form (schema inputs, zod validation, server field errors) with the
// raw-record template picked from the registry instead of typed, placed after the method it must match.
import type { ReactElement } from 'react';
import type { parameters } from '../../schemas/catalogue/parameters.ts';
import { GenericCreate, GenericEdit, type FieldCustomization } from '../resources/generic/GenericForms.tsx';
import { TemplateInput } from './TemplateInput.tsx';

const custom: FieldCustomization<typeof parameters> = {
  overrides: {
    methodTitle: (generated: ReactElement | null) => (
      <>
        {generated}
        <TemplateInput />
      </>
    ),
  },
  omit: ['templateId'],
};

export const ParameterCreate = () => <GenericCreate<typeof parameters> {...custom} />;
export const ParameterEdit = () => <GenericEdit<typeof parameters> {...custom} />;
