export { BoardEditorPage } from './BoardEditorPage';
export { PendingPosts } from './PendingPosts';
