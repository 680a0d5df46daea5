// A method verification's create and edit forms (HJ 168-2020): the generated fields, with the three studies' entries
// in their fields' places (the generic form's overrides of its json fields): the detection-limit study entered as
// replicates and computed live (MdlStudy.tsx), precision and accuracy from react-admin's inputs, computed live
// (StudyInputs.tsx). The server computes and stores the same studies on save.
import type { methodVerifications } from '../../schemas/methods/verifications.ts';
import { GenericCreate, GenericEdit } from '../resources/generic/GenericForms.tsx';
import { MdlStudyInput } from './MdlStudy.tsx';
import { AccuracyInput, PrecisionInput } from './StudyInputs.tsx';

const overrides = { mdlStudy: <MdlStudyInput />, precision: <PrecisionInput />, accuracy: <AccuracyInput /> };

export function VerificationCreate() {
  return <GenericCreate<typeof methodVerifications> overrides={overrides} />;
}

export function VerificationEdit() {
  return <GenericEdit<typeof methodVerifications> overrides={overrides} />;
}
