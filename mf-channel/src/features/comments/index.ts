export { CommentSection } from './CommentSection';
export { PendingComments } from './PendingComments';
