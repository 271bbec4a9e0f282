export { QuestionnairePage } from './QuestionnairePage';
