import { Button, LoadingOverlay } from '@portal/ui';
import { apiMessageNamespace } from '@portal/api';
import { CloudOff } from 'lucide-react';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageNotice } from '../failure/PageNotice';
import { ChunkLoadError, SectionAttempt } from './lazySection';

interface CatcherProps {
  onError: (error: ChunkLoadError) => void;
  children: ReactNode;
}

/** Catches a section's chunk error; anything else is a real bug and goes on up. */
class ChunkErrorCatcher extends Component<CatcherProps, { caught: boolean }> {
  override state = { caught: false };
  static getDerivedStateFromError(error: unknown) {
    if (error instanceof ChunkLoadError) return { caught: true };
    throw error;
  }
  override componentDidCatch(error: unknown) {
    if (error instanceof ChunkLoadError) this.props.onError(error);
  }
  override render() {
    return this.state.caught ? null : this.props.children;
  }
}

function ChunkError({ reason, onRetry }: { reason: ChunkLoadError['reason']; onRetry: () => void }) {
  const { t } = useTranslation('portal');
  const { t: api } = useTranslation(apiMessageNamespace);
  return (
    <PageNotice
      icon={<CloudOff size={36} />}
      title={t('chunk.title')}
      text={api(reason === 'timeout' ? 'errors.timeout' : 'errors.network')}
      action={<Button onClick={onRetry}>{t('status.retry')}</Button>}
    />
  );
}

/**
 * Around the routes' outlet: the loading cover while a section's chunk arrives, and the chunk-load error
 * with Retry when it fails or passes 120 s (spec section 8). Navigating elsewhere clears the error.
 */
export function SectionBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ reason: ChunkLoadError['reason']; pathname: string } | null>(null);
  if (failure && failure.pathname === pathname) {
    return (
      <ChunkError
        reason={failure.reason}
        onRetry={() => {
          setFailure(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return (
    <SectionAttempt.Provider value={attempt}>
      <ChunkErrorCatcher
        key={`${attempt}:${pathname}`}
        onError={(error) => setFailure({ reason: error.reason, pathname })}
      >
        <Suspense fallback={<LoadingOverlay visible fullscreen label={t('startup.loading')} />}>
          {children}
        </Suspense>
      </ChunkErrorCatcher>
    </SectionAttempt.Provider>
  );
}
