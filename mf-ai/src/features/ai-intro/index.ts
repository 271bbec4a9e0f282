export { AiIntroPage } from './AiIntroPage';
