// Employees: qualification rows with a parameter picker in the forms; signature upload and qualification states
// on the show page (src/employees).
import type { ResourceOverride } from '../resources/overrides.ts';
import { EmployeeShow } from './EmployeeShow.tsx';
import { EmployeeCreate, EmployeeEdit } from './EmployeeForms.tsx';

export default { show: EmployeeShow, create: EmployeeCreate, edit: EmployeeEdit } satisfies ResourceOverride;
