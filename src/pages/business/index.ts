// The /business screens (orders, tasks and samples, QC sheets), mounted by src/routes/table.ts.
export { default as OrderWizard } from './OrderWizard.tsx';
export { default as OrderDetail, OrderList } from './OrderDetail.tsx';
export { TaskList, TaskCreate, TaskDetail } from './TaskScreens.tsx';
export { QcList, QcCreate, QcDetail } from './QcScreens.tsx';
