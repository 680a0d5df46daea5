// Create and edit of a limit standard edition: the generated form, with the limit table to and from Excel beside its
// rows (LimitRowsSheet).
import type { ReactElement } from 'react';
import type { limitStandards } from '../../schemas/standards/limitStandards.ts';
import { GenericCreate, GenericEdit, type FieldCustomization } from '../resources/generic/GenericForms.tsx';
import { LimitRowsSheet } from './LimitRowsSheet.tsx';

const custom: FieldCustomization<typeof limitStandards> = {
  overrides: {
    rows: (generated: ReactElement | null) => (
      <>
        <LimitRowsSheet />
        {generated}
      </>
    ),
  },
};

export const LimitStandardCreate = () => <GenericCreate<typeof limitStandards> {...custom} />;
export const LimitStandardEdit = () => <GenericEdit<typeof limitStandards> {...custom} />;
