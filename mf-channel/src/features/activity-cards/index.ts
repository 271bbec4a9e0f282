// The bodies of feed posts by screen type, shared by the feed list, the post's page and the board editor's
// background choice (a building block like medicine-common, not a screen).
export { ActivityCard } from './ActivityCard';
export { backgroundGradients } from './backgrounds';
