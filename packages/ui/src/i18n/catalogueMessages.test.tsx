import { act, render, screen } from '@testing-library/react';
import { Component, startTransition, Suspense, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PortalProvider } from '../provider/PortalProvider';
import {
  catalogueLanguageFor,
  cataloguesInUse,
  loadedMessages,
  loadMessages,
  preloadCatalogues,
  type Catalogue,
} from './catalogueMessages';
import { createPortalI18n } from './createPortalI18n';
import { useCatalogueTranslation } from './useCatalogueTranslation';

let made = 0;
/** A lazy catalogue with its own namespace, whose loads are counted. */
function lazyCatalogue() {
  made += 1;
  const en = vi.fn(async () => ({ greeting: 'Hello' }));
  const ar = vi.fn(async () => ({ greeting: 'مرحبًا' }));
  const catalogue: Catalogue = { namespace: `test-${made}`, load: { en, ar } };
  return { catalogue, en, ar };
}

describe('lazy catalogues', () => {
  it('loads only the language asked for, once, and keeps it', async () => {
    const { catalogue, en, ar } = lazyCatalogue();
    expect(loadedMessages(catalogue, 'ar')).toBeUndefined();
    const [first, second] = await Promise.all([loadMessages(catalogue, 'ar'), loadMessages(catalogue, 'ar')]);
    expect(first).toBe(second);
    expect(ar).toHaveBeenCalledTimes(1);
    expect(en).not.toHaveBeenCalled();
    expect(loadedMessages(catalogue, 'ar')).toEqual({ greeting: 'مرحبًا' });
    expect(cataloguesInUse()).toContain(catalogue);
  });

  it('stands English in for a language the catalogue lacks', async () => {
    const { catalogue, en } = lazyCatalogue();
    expect(catalogueLanguageFor(catalogue, 'vi')).toBe('en');
    await preloadCatalogues([catalogue], 'vi');
    expect(en).toHaveBeenCalledTimes(1);
    expect(loadedMessages(catalogue, 'en')).toEqual({ greeting: 'Hello' });
  });

  it('tries a failed load again rather than remembering the failure', async () => {
    const { catalogue, ar } = lazyCatalogue();
    ar.mockRejectedValueOnce(new Error('offline'));
    await expect(loadMessages(catalogue, 'ar')).rejects.toThrow('offline');
    await expect(loadMessages(catalogue, 'ar')).resolves.toEqual({ greeting: 'مرحبًا' });
    expect(ar).toHaveBeenCalledTimes(2);
  });

  it('refuses a language the catalogue has no loader for', async () => {
    const { catalogue } = lazyCatalogue();
    await expect(loadMessages(catalogue, 'fr')).rejects.toThrow('No fr texts');
  });

  it('still takes a catalogue given whole, with no loading at all', () => {
    const catalogue: Catalogue = { namespace: 'whole', resources: { en: { a: 'A' }, ar: { a: 'أ' } } };
    expect(loadedMessages(catalogue, 'ar')).toEqual({ a: 'أ' });
  });
});

describe('useCatalogueTranslation with a lazy catalogue', () => {
  function Greeting({ catalogue }: { catalogue: Catalogue }) {
    const { t } = useCatalogueTranslation(catalogue);
    return <p>{t('greeting')}</p>;
  }

  it('waits for the texts it has not got, then shows them', async () => {
    const { catalogue, ar, en } = lazyCatalogue();
    expect(loadedMessages(catalogue, 'ar')).toBeUndefined();
    // The suspended render finishes inside the awaited act, once the Arabic texts have come.
    await act(async () => {
      render(
        <PortalProvider locale="ar">
          <Suspense fallback={<p>loading</p>}>
            <Greeting catalogue={catalogue} />
          </Suspense>
        </PortalProvider>,
      );
    });
    expect(screen.getByText('مرحبًا')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(ar).toHaveBeenCalledTimes(1);
    expect(en).not.toHaveBeenCalled();
  });

  /** Shows the error it caught, with a retry that renders its children again. */
  class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
    override state = { error: null as Error | null };
    static getDerivedStateFromError(error: Error) {
      return { error };
    }
    override render() {
      if (!this.state.error) return this.props.children;
      return (
        <button type="button" onClick={() => this.setState({ error: null })}>
          {this.state.error.message}
        </button>
      );
    }
  }

  it('hands a failed load to the error boundary, whose retry loads again', async () => {
    const { catalogue, ar } = lazyCatalogue();
    ar.mockRejectedValueOnce(new Error('offline'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(
        <PortalProvider locale="ar">
          <Boundary>
            <Suspense fallback={<p>loading</p>}>
              <Greeting catalogue={catalogue} />
            </Suspense>
          </Boundary>
        </PortalProvider>,
      );
    });
    const retry = screen.getByRole('button', { name: 'offline' });
    expect(ar).toHaveBeenCalledTimes(1);
    await act(async () => retry.click());
    expect(screen.getByText('مرحبًا')).toBeInTheDocument();
    expect(ar).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });

  /** A caller with a hook of its own after the translation hook, as most components are. */
  function CountedGreeting({ catalogue }: { catalogue: Catalogue }) {
    const { t } = useCatalogueTranslation(catalogue);
    const [times] = useState(1);
    return <p>{`${t('greeting')} ${times}`}</p>;
  }

  it('takes texts that arrived another way while it waited, as a language change adds them', async () => {
    const i18n = createPortalI18n({ locale: 'ar', catalogues: [] });
    const namespace = 'test-arrived';
    const texts = { greeting: 'مرحبًا' };
    // The load puts the texts straight into the instance: when React replays the suspended render, the
    // component finds them there and does not wait again.
    const catalogue: Catalogue = {
      namespace,
      load: {
        en: async () => ({ greeting: 'Hello' }),
        ar: async () => {
          i18n.addResourceBundle('ar', namespace, texts);
          return texts;
        },
      },
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<PortalProvider locale="ar" i18n={i18n} />);
    // A transition's render waits for the texts and then replays the component, as React does with a
    // render that is not urgent (a route's change); an urgent one would unwind to the fallback instead.
    await act(async () => {
      startTransition(() => {
        rerender(
          <PortalProvider locale="ar" i18n={i18n}>
            <Suspense fallback={<p>loading</p>}>
              <CountedGreeting catalogue={catalogue} />
            </Suspense>
          </PortalProvider>,
        );
      });
    });
    expect(screen.getByText('مرحبًا 1')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shows preloaded texts on its first render', async () => {
    const { catalogue } = lazyCatalogue();
    await preloadCatalogues([catalogue], 'en');
    render(
      <PortalProvider locale="en">
        <Greeting catalogue={catalogue} />
      </PortalProvider>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });
});
