export { ContentDetailPage } from './ContentDetailPage';
export { ContentListPage } from './ContentListPage';
export { CounselingPage } from './CounselingPage';
export { HealthContentSection } from './HealthContentSection';
