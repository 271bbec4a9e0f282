// The /main header and tab bar, one chunk fetched by the frame when a /main page is first shown.
export { Header } from './Header';
export { TabBar } from './TabBar';
