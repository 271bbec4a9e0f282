export { FeedFilterPage } from './FeedFilterPage';
