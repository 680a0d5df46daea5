// The /lecture screens (reports and their variants, time review), mounted by src/routes/table.ts.
export { LectureIndex, LectureDetail, LectureTime } from './LectureScreens.tsx';
