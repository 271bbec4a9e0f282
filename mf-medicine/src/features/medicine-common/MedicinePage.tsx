import type { ReactNode } from 'react';
import { PageHeader, pageStyles as common, useHeadingFocus } from 'shared-kernel';

/**
 * A medicine page outside the /main frame, laid out as the app's other pages are: the page header across the top
 * (not inset in the page's margins), then the content. A step of the plan settings moves the focus to its title.
 */
export function MedicinePage({
  title,
  onBack,
  focusTitle = false,
  children,
}: {
  title: string;
  onBack?: () => void;
  focusTitle?: boolean;
  children: ReactNode;
}) {
  const ref = useHeadingFocus<HTMLDivElement>();
  return (
    <div ref={focusTitle ? ref : undefined}>
      <PageHeader title={title} onBack={onBack} />
      <div className={common.page}>{children}</div>
    </div>
  );
}
