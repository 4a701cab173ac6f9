import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { CaptchaFieldDemo, type CaptchaFieldDemoProps } from './captchaFieldDemo.fixture';

const forms = { ar, en } as const;
/** The first test of a run also warms up axe and the form: generous on a busy machine. */
const firstTestTimeout = 15_000;
const png =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe.each(directions)('CaptchaField ($locale, $dir)', ({ locale, dir }) => {
  const f = forms[locale];
  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const render = (props: Partial<CaptchaFieldDemoProps> = {}) =>
    renderWithPortal(<CaptchaFieldDemo onSubmit={vi.fn()} onRefresh={vi.fn()} image={png} {...props} />, {
      locale,
    });
  const input = () => screen.getByRole('textbox', { name: new RegExp(f['field.captcha']) });
  const refresh = () => screen.getByRole('button', { name: f['captcha.refresh'] });

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(
    'shows the base64 PNG inside the refresh button, with or without the data: prefix',
    async () => {
      const { container, rerender } = render();
      expect(input().closest('[dir]')).toHaveAttribute('dir', dir);
      const image = screen.getByRole('img', { name: f['captcha.image'] });
      expect(refresh()).toContainElement(image);
      expect(image).toHaveAttribute('src', `data:image/png;base64,${png}`);

      rerender(
        <CaptchaFieldDemo onSubmit={vi.fn()} onRefresh={vi.fn()} image={`data:image/png;base64,${png}`} />,
      );
      expect(screen.getByRole('img')).toHaveAttribute('src', `data:image/png;base64,${png}`);
      await expectNoAxeViolations(container);
    },
    firstTestTimeout,
  );

  it('takes the answer in a labelled input without autocomplete or capitals', async () => {
    const user = setup();
    const onSubmit = vi.fn();
    const { container } = render({ onSubmit });
    expect(input()).toHaveAttribute('autocomplete', 'off');
    expect(input()).toHaveAttribute('autocapitalize', 'off');
    expect(input()).toBeRequired();

    await user.click(screen.getByRole('button', { name: f['action.submit'] }));
    await waitFor(() => expect(input()).toHaveAttribute('aria-invalid', 'true'));
    expect(input()).toHaveAccessibleDescription(f['validation.captchaRequired']);
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await user.type(input(), ' aB12 ');
    await user.click(screen.getByRole('button', { name: f['action.submit'] }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ captcha: 'aB12' }, expect.anything()));
  });

  it('refreshes on click at most once per second, by mouse or keyboard', async () => {
    const user = setup();
    const onRefresh = vi.fn();
    render({ onRefresh });
    await user.click(refresh());
    await user.click(refresh());
    await user.click(refresh());
    expect(onRefresh).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    refresh().focus();
    await user.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledTimes(2);
    await user.keyboard(' ');
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('shows a placeholder while the image loads, and the button still names itself', async () => {
    const user = setup();
    const onRefresh = vi.fn();
    const { container, rerender } = render({ image: undefined, onRefresh });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(refresh()).toHaveAttribute('aria-busy', 'true');
    expect(refresh().querySelector('[data-slot="skeleton"]')).not.toBeNull();
    await expectNoAxeViolations(container);

    rerender(<CaptchaFieldDemo onSubmit={vi.fn()} onRefresh={onRefresh} image={png} />);
    expect(refresh()).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('img', { name: f['captcha.image'] })).toBeInTheDocument();
    await user.click(refresh());
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
