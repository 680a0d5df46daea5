// A method verification's create and edit forms (HJ 168-2020): the generated fields, with the detection-limit study
// entered as replicates and computed live beside them (MdlStudy.tsx); the server computes and stores the same study
// on save.
import type { methodVerifications } from '../../schemas/methods/verifications.ts';
import { GenericCreate, GenericEdit } from '../resources/generic/GenericForms.tsx';
import { MdlStudyInput } from './MdlStudy.tsx';

// the study is a JSON field, which the generated form leaves out (formFields): its input comes after the fields
export function VerificationCreate() {
  return (
    <GenericCreate<typeof methodVerifications>>
      <MdlStudyInput />
    </GenericCreate>
  );
}

export function VerificationEdit() {
  return (
    <GenericEdit<typeof methodVerifications>>
      <MdlStudyInput />
    </GenericEdit>
  );
}
