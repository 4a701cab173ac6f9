import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeFetch } from '../client/fakeFetch.fixture';
import { ApiProvider } from './ApiProvider';
import { useHelpCenter } from './useHelpCenter';

function HelpTitle() {
  const { data } = useHelpCenter();
  return <h1>{data?.sections[0]?.title ?? '…'}</h1>;
}

describe('useHelpCenter', () => {
  it('follows the provider language: a change loads the help in the new language', async () => {
    const platform = fakeFetch(({ url }) => {
      const lang = new URL(url, 'https://platform.test').searchParams.get('lang') ?? '';
      return answer({ lang, sections: [{ key: 'term', title: `terms-${lang}`, articles: [] }] });
    });
    const ui = (language: string) => (
      <ApiProvider language={language} fetch={platform.fetch}>
        <HelpTitle />
      </ApiProvider>
    );
    const { rerender } = render(ui('ar'));
    expect(await screen.findByRole('heading', { name: 'terms-ar' })).toBeInTheDocument();
    rerender(ui('en'));
    expect(await screen.findByRole('heading', { name: 'terms-en' })).toBeInTheDocument();
    expect(platform.seen.map((r) => r.headers.get('accept-language'))).toEqual(['ar', 'en']);
  });
});
