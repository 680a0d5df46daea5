// Data management lists of the catalogue (/management/sampling, /detect): the generated list with the legacy Excel
// import and the full export. The equipment list is its capability's own (src/equipment/EquipmentList.tsx).
import { GenericList } from '../resources/generic/GenericList.tsx';
import { ImportExportTools } from '../resources/tools/ImportExportTools.tsx';

export const SamplingList = () => <GenericList tools={<ImportExportTools base="samplingbasis" importPerm="samplingbasis:import" />} />;
export const DetectList = () => <GenericList tools={<ImportExportTools base="testparms" importPerm="testparms:import" />} />;
