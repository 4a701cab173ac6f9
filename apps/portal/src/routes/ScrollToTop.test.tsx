import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

function openAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves a page that has just loaded where it is, and takes each navigation to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = openAt('/');
    // Scrolling on the first render would force the page's first layout in the middle of it.
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/promotions'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('brings an anchor into view, on the first render too', () => {
    const target = document.createElement('h2');
    target.id = 'term';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    openAt('/help#term');
    expect(target.scrollIntoView).toHaveBeenCalled();
    target.remove();
  });
});
