export { confirmAndBlock } from './confirmBlock';
export { hideItem, type ItemKey } from './blockingApi';
export { ReportForm } from './ReportForm';
