import type { ServerResource } from '../crud/hooks.ts';
import { referenceGuards } from '../ops/references.ts';
import users from './users.ts';
import roles from './roles.ts';
import menus from './menus.ts';
import dict from './dict.ts';
import dictItems from './dictItems.ts';
import notices from './notices.ts';
import employees from './employees.ts';
import equipment from './equipment.ts';
import equipmentCalibrations from './equipmentCalibrations.ts';
import parameters from './parameters.ts';
import orders from './orders.ts';
import tasks from './tasks.ts';
import samples from './samples.ts';
import qcSheets from './qcSheets.ts';
import analysisSheets from './analysisSheets.ts';
import reports from './reports.ts';
import limitStandards from './limitStandards.ts';
import configs from './configs.ts';

/**
 * The server side of the resources that have one: hooks declared beside the schema's name (server/resources/<name>.ts).
 * buildApp composes them, with the reference guards derived from the schemas, into one app's hook table.
 */
export const serverResources: readonly ServerResource[] = [
  users,
  roles,
  menus,
  dict,
  dictItems,
  notices,
  employees,
  equipment,
  equipmentCalibrations,
  parameters,
  orders,
  tasks,
  samples,
  qcSheets,
  analysisSheets,
  reports,
  limitStandards,
  configs,
];

/** Everything an app composes: the declared hooks, then the delete guards of records listed in lab records' JSON. */
export const appHooks = (): ServerResource[] => [...serverResources, ...referenceGuards()];
