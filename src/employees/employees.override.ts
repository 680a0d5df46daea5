// Employees: qualification rows with a parameter picker in the forms; signature upload and qualification states
// on the show page (src/employees).
import type { ResourceOverride } from '../resources/overrides.ts';
import { lazyView } from '../resources/lazyPreload.tsx';

export default {
  show: lazyView(() => import('./EmployeeShow.tsx'), 'EmployeeShow'),
  create: lazyView(() => import('./EmployeeForms.tsx'), 'EmployeeCreate'),
  edit: lazyView(() => import('./EmployeeForms.tsx'), 'EmployeeEdit'),
} satisfies ResourceOverride;
