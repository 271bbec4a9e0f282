export { EmptyState } from './EmptyState';
export { PageHeader } from './PageHeader';
export { Sheet } from './Sheet';
export { Loading } from './Loading';
export { AreaError } from './AreaError';
export { default as uiStyles } from './ui.module.css';
export { default as pageStyles } from './page.module.css';
export { UnavailableOverlay } from './UnavailableOverlay';
export { useLoad, type Loaded } from './useLoad';
