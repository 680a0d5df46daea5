// The /analyse screens (analysis sheets, assignment, receipt, raw-record entry), mounted by src/routes/table.ts.
export { AnalyseIndex, Apportion, TaskReceiving } from './AnalyseScreens.tsx';
export { default as SheetDetail } from './SheetDetail.tsx';
