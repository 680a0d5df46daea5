// Employees: signature upload and qualification states on the show page (src/pages/employee).
import type { ResourceOverride } from '../overrides.ts';
import { EmployeeShow } from '../../pages/employee/EmployeeShow.tsx';

export default { show: EmployeeShow } satisfies ResourceOverride;
