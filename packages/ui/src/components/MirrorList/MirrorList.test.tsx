import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { uiTexts } from '../../i18n/messages/uiTexts.fixture';
import { MirrorList } from './MirrorList';

// It shows texts of both catalogues: the first page's (`ui`) and the panels' (`uiPanels`).
const catalogues = uiTexts;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));

const mirrors = [
  { domainName: 'www.portal-demo.com', note: 'Main site' },
  { domainName: 'https://m2.portal-demo.net/', note: 'Asia' },
  { domainName: 'm3.portal-demo.org' },
];

/** A toast fills its live region a frame after it mounts; let that frame pass inside act. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe.each(directions)('MirrorList ($locale, $dir)', ({ locale, dir }) => {
  const m = catalogues[locale];

  it('titles the page "Official Mirror List", advises bookmarking, and links each mirror safely', async () => {
    const { container } = renderWithPortal(
      <MirrorList mirrors={mirrors} representativeCheck={{ onVerify: vi.fn(), result: null }} />,
      { locale },
    );
    const title = screen.getByRole('heading', { level: 1, name: m['mirrorList.title'] });
    expect(title.closest('[dir]')).toHaveAttribute('dir', dir);
    if (locale === 'en') expect(title).toHaveTextContent('Official Mirror List');
    expect(screen.getByText(m['mirrorList.instruction'])).toBeInTheDocument();

    const list = screen.getByRole('list', { name: m['mirrorList.label'] });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const link = within(list).getByRole('link', {
      name: `m2.portal-demo.net ${m['link.opensInNewTab']}`,
    });
    expect(link).toHaveAttribute('href', 'https://m2.portal-demo.net/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(
      within(list).getByRole('link', { name: `www.portal-demo.com ${m['link.opensInNewTab']}` }),
    ).toHaveAttribute('href', 'https://www.portal-demo.com');
    expect(within(list).getByText('Asia')).toBeInTheDocument();

    // The check follows as a section one level below the title.
    expect(screen.getByRole('heading', { level: 2, name: m['representative.title'] })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('copies a domain, announces "copy success" and reports it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const onCopy = vi.fn();
    renderWithPortal(<MirrorList mirrors={mirrors} onCopy={onCopy} />, { locale });
    await user.click(
      screen.getByRole('button', { name: fill(m['mirrorList.copy'], { domain: 'm2.portal-demo.net' }) }),
    );
    expect(writeText).toHaveBeenCalledWith('m2.portal-demo.net');
    expect(onCopy).toHaveBeenCalledWith('https://m2.portal-demo.net/');
    await nextFrame();
    const region = await screen.findByRole('region', { name: m['toast.region'] });
    await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent(m['toast.copySuccess']));
  });

  it('says so, and reports nothing, when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    const onCopy = vi.fn();
    renderWithPortal(<MirrorList mirrors={mirrors} onCopy={onCopy} />, { locale });
    await user.click(
      screen.getByRole('button', { name: fill(m['mirrorList.copy'], { domain: 'm3.portal-demo.org' }) }),
    );
    await nextFrame();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(m['mirrorList.copyFailed']));
    expect(onCopy).not.toHaveBeenCalled();
  });

  it('leaves the check out without its props, and takes a lower heading level', () => {
    renderWithPortal(<MirrorList mirrors={mirrors} headingLevel={2} />, { locale });
    expect(screen.getByRole('heading', { level: 2, name: m['mirrorList.title'] })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: m['representative.title'] })).toBeNull();
  });

  it('passes a verification result through to the check', () => {
    renderWithPortal(
      <MirrorList
        mirrors={mirrors}
        representativeCheck={{ onVerify: vi.fn(), result: { official: false } }}
      />,
      { locale },
    );
    expect(screen.getByRole('status')).toHaveTextContent(m['representative.notOfficialTitle']);
  });
});
