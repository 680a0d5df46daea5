// The one typed client of the feature routes the screens call beside the CRUD API (which goes through react-admin's
// hooks and ../index.ts): one named, typed function per route, so that a screen names what it does instead of
// building a URL; answers typed from schemas/ where a schema declares them. A file per area; only this folder, the
// dataProvider and the authProvider call the HTTP client (tests/unit/boundaries.test.ts checks). Errors are toasted
// by the HTTP client unless a call is `silent` (the screen shows them itself).
export * from './account.ts';
export * from './system.ts';
export * from './files.ts';
export * from './workflow.ts';
export * from './rawRecords.ts';
export * from './instruments.ts';
export * from './controlCharts.ts';
export * from './methods.ts';
export * from './business.ts';
export * from './analysis.ts';
export * from './reports.ts';
export * from './standards.ts';
export * from './uncertaintyRecords.ts';
export type { Quiet, AsTyped } from './post.ts';
export * from './inventory.ts';
