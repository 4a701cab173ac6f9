import { Skeleton } from '@portal/ui';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A panel whose code loads the first time it shows (a skeleton meanwhile): a form few visits open keeps
 * out of its page's chunk, and each member route keeps its 40 KB budget.
 */
export function lazyPanel<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Panel = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPanel(props: Props) {
    return (
      <Suspense fallback={<Skeleton lines={4} />}>
        <Panel {...props} />
      </Suspense>
    );
  };
}
