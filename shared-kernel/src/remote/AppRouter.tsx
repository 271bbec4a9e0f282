import { type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useRememberEntries } from './entries-behind';

function RememberEntries() {
  useRememberEntries();
  return null;
}

/** The history-mode router every remote and the shell use, already on React Router 7's behaviour. */
export function AppRouter({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <RememberEntries />
      {children}
    </BrowserRouter>
  );
}
