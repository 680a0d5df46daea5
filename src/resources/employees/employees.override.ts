// Employees: qualification rows with a parameter picker in the forms; signature upload and qualification states
// on the show page (src/pages/employee).
import type { ResourceOverride } from '../overrides.ts';
import { EmployeeShow } from '../../pages/employee/EmployeeShow.tsx';
import { EmployeeCreate, EmployeeEdit } from '../../pages/employee/EmployeeForms.tsx';

export default { show: EmployeeShow, create: EmployeeCreate, edit: EmployeeEdit } satisfies ResourceOverride;
