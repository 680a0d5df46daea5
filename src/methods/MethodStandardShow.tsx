// A method standard's page (/capability/method-standards/{id}/show): the generated fields, then its verification
// history (each study's verdict, the lab's MDL beside the standard's, who verified and approved it, when) and the
// scope lines that cite it.
import { GenericShow } from '../resources/generic/GenericShow.tsx';
import { WhenField } from '../resources/when.tsx';
import { Related } from './related.tsx';

export function MethodStandardShow() {
  return (
    <GenericShow>
      <Related
        className="ra-wide"
        label="cap.standard.verifications"
        testId="standard-verifications"
        of="methodVerifications"
        target="methodStandardId"
        columns={['verificationNo', 'matrix', 'parameterId', 'verdict', 'verifiedMdl', 'standardMdl', 'submittedBy', 'approvedBy', 'approvedAt', 'status']}
        chips={['verdict', 'status']}
        cells={{ approvedAt: <WhenField source="approvedAt" /> }}
        sort={{ field: 'id', order: 'DESC' }}
      />
      <Related
        className="ra-wide"
        label="cap.standard.scopeLines"
        testId="standard-scope"
        of="scopeLines"
        target="methodStandardId"
        columns={['lineNo', 'matrix', 'parameterIds', 'certificateNo', 'validUntil', 'status', 'standardFlag']}
        chips={['status', 'standardFlag']}
        sort={{ field: 'lineNo', order: 'ASC' }}
      />
    </GenericShow>
  );
}
