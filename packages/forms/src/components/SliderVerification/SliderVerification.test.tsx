import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { mockReducedMotion } from '@test-utils/media';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { captchaDemoImage } from '../CaptchaField/captchaDemoImage.fixture';
import { en } from '../../i18n/messages/en';
import {
  demoChallenge,
  demoGaps,
  demoVerify,
  SliderDemo,
  type SliderDemoProps,
} from './sliderChallenge.fixture';
import { SliderVerification } from './SliderVerification';

const forms = { ar, en } as const;
/** The first test of a run also warms up axe and the form: generous on a busy machine. */
const firstTestTimeout = 15_000;

describe.each(directions)('SliderVerification ($locale, $dir)', ({ locale, dir }) => {
  const f = forms[locale];
  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const render = (props: Partial<SliderDemoProps> = {}) => {
    const handlers = {
      onVerify: vi.fn(demoVerify),
      onRefresh: vi.fn(),
      onVerified: vi.fn(),
      onSubmit: vi.fn(),
    };
    return { ...renderWithPortal(<SliderDemo {...handlers} {...props} />, { locale }), ...handlers };
  };
  const slider = () => screen.getByRole('slider', { name: f['slider.handle'] });
  const status = () => screen.getByRole('status');
  const gap = demoGaps[0].x;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it(
    'is a labelled group with a keyboard slider; the puzzle stays left to right',
    async () => {
      const { container } = render();
      const group = screen.getByRole('group', { name: f['slider.label'] });
      expect(group.closest('[dir]')).toHaveAttribute('dir', dir);
      expect(screen.getByText(f['slider.label'])).toBeVisible();
      expect(slider()).toHaveAttribute('aria-valuemin', '0');
      expect(slider()).toHaveAttribute('aria-valuemax', '276');
      expect(slider()).toHaveAttribute('aria-valuenow', '0');
      expect(slider()).toHaveAccessibleDescription(`${f['slider.label']} ${f['slider.keyboardHint']}`);
      expect(slider().closest('[dir]')).toHaveAttribute('dir', 'ltr');
      expect(status().closest('[dir]')).toHaveAttribute('dir', dir);
      expect(screen.getByRole('button', { name: f['slider.refresh'] })).toBeEnabled();
      await expectNoAxeViolations(container);
    },
    firstTestTimeout,
  );

  it('moves by 2 px with the arrows, 20 px with Shift, to the ends with Home and End', async () => {
    const user = setup();
    render();
    await user.tab();
    expect(screen.getByRole('button', { name: f['slider.refresh'] })).toHaveFocus();
    await user.tab();
    expect(slider()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(slider()).toHaveAttribute('aria-valuenow', '2');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(slider()).toHaveAttribute('aria-valuenow', '22');
    await user.keyboard('{ArrowLeft}');
    expect(slider()).toHaveAttribute('aria-valuenow', '20');
    await user.keyboard('{End}');
    expect(slider()).toHaveAttribute('aria-valuenow', '276');
    await user.keyboard('{ArrowRight}');
    expect(slider()).toHaveAttribute('aria-valuenow', '276');
    await user.keyboard('{Home}');
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{ArrowLeft}');
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
  });

  it('submits with Enter: the trail and duration go to onVerify, success shows the verified state', async () => {
    const user = setup();
    const { onVerify, onVerified, onRefresh, container } = render();
    slider().focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await act(() => vi.advanceTimersByTimeAsync(400));
    // 20 + 8 x 20 + 8 x 2 = 196, the gap of the first demo puzzle.
    await user.keyboard(
      '{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}',
    );
    await user.keyboard(
      '{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}',
    );
    expect(slider()).toHaveAttribute('aria-valuenow', String(gap));
    await act(() => vi.advanceTimersByTimeAsync(600));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(status()).toHaveTextContent(f['slider.success']));
    const attempt = onVerify.mock.calls[0]![0];
    expect(attempt.challengeId).toBe('demo-0');
    expect(attempt.x).toBe(gap);
    expect(attempt.durationMs).toBeGreaterThanOrEqual(1000);
    expect(attempt.trail[0]).toEqual([20, 0]);
    expect(attempt.trail.at(-1)![0]).toBe(gap);
    expect(attempt.trail).toHaveLength(18);
    expect(onVerified).toHaveBeenCalledWith({
      sliderToken: `token-demo-0-${gap}`,
      sliderChallengeId: 'demo-0',
    });
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByText(f['slider.verified'])).toBeVisible();
    // Focus is not dropped on the page: it moves to the verified state.
    await waitFor(() => expect(screen.getByText(f['slider.verified']).parentElement).toHaveFocus());
    await expectNoAxeViolations(container);
  });

  it('on failure announces, shakes, asks for a new puzzle and starts it from the left', async () => {
    const user = setup();
    const { onVerify, onVerified, onRefresh } = render();
    slider().focus();
    await user.keyboard('{End} ');
    await waitFor(() => expect(status()).toHaveTextContent(f['slider.failure']));
    expect(onVerify).toHaveBeenCalledWith(expect.objectContaining({ challengeId: 'demo-0', x: 276 }));
    expect(onVerified).not.toHaveBeenCalled();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(slider().closest('[data-shake]')).not.toBeNull();
    // The demo host answered with puzzle demo-1: back at 0, the failure still readable until the next try.
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    expect(status()).toHaveTextContent(f['slider.failure']);

    await user.keyboard('{ArrowRight}');
    expect(status()).toHaveTextContent(/^$/);
    await user.keyboard('{Home}');
    await user.keyboard(
      '{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}',
    );
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    await waitFor(() => expect(status()).toHaveTextContent(f['slider.success']));
    expect(onVerify).toHaveBeenLastCalledWith(expect.objectContaining({ challengeId: 'demo-1', x: 128 }));
  });

  it('does not shake under reduced motion', async () => {
    mockReducedMotion();
    const user = setup();
    render();
    slider().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(status()).toHaveTextContent(f['slider.failure']));
    expect(slider().closest('[data-shake]')).toBeNull();
  });

  it('follows a pointer drag (mouse or touch) and submits on release', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const width = this.getAttribute('role') === 'slider' ? 44 : 320;
      return { width, height: 44, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 44 } as DOMRect;
    });
    const { onVerify, onVerified } = render();
    const handle = slider();
    fireEvent.pointerDown(handle, { pointerId: 3, pointerType: 'touch', clientX: 20, button: 0 });
    expect(handle).toHaveFocus();
    expect(handle).toHaveAttribute('data-tone', 'dragging');
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.pointerMove(handle, { pointerId: 3, pointerType: 'touch', clientX: 120 });
    expect(handle).toHaveAttribute('aria-valuenow', '100');
    // Another pointer does not move it.
    fireEvent.pointerMove(handle, { pointerId: 9, pointerType: 'touch', clientX: 300 });
    expect(handle).toHaveAttribute('aria-valuenow', '100');
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.pointerMove(handle, { pointerId: 3, pointerType: 'touch', clientX: 20 + gap });
    fireEvent.pointerUp(handle, { pointerId: 3, pointerType: 'touch', clientX: 20 + gap });
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    const attempt = onVerify.mock.calls[0]![0];
    expect(attempt.x).toBe(gap);
    expect(attempt.trail.map(([x]) => x)).toEqual([100, gap]);
    expect(attempt.durationMs).toBeGreaterThanOrEqual(300);
    expect(status()).toHaveTextContent(f['slider.success']);
  });

  it('a click on the handle without a drag sends nothing', () => {
    const { onVerify } = render();
    const handle = slider();
    fireEvent.pointerDown(handle, { pointerId: 1, pointerType: 'mouse', clientX: 20, button: 0 });
    fireEvent.pointerUp(handle, { pointerId: 1, pointerType: 'mouse', clientX: 20, button: 0 });
    expect(onVerify).not.toHaveBeenCalled();
    expect(handle).toHaveAttribute('data-tone', 'idle');
  });

  it('with a captcha asked for, sends its answer with the try and empties the field', async () => {
    const user = setup();
    const captcha = { image: captchaDemoImage, onRefresh: vi.fn() };
    const { onVerify, container } = render({ captcha });
    const field = screen.getByRole('textbox', { name: new RegExp(`^${f['field.captcha']}`) });
    expect(field).toHaveAccessibleDescription(f['slider.captchaHint']);
    await user.type(field, ' 7k4p2 ');
    slider().focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await act(() => vi.advanceTimersByTimeAsync(400));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onVerify).toHaveBeenCalledTimes(1));
    expect(onVerify.mock.calls[0]![0]).toMatchObject({ challengeId: 'demo-0', x: 20, captcha: '7k4p2' });
    expect(field).toHaveValue('');
    await user.click(screen.getByRole('button', { name: f['captcha.refresh'] }));
    expect(captcha.onRefresh).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('shows a placeholder while loading, and the verified state when the host says so', async () => {
    const user = setup();
    const { container, onRefresh } = render({ first: null });
    const group = screen.getByRole('group', { name: f['slider.label'] });
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: f['slider.refresh'] })).toBeDisabled();
    await expectNoAxeViolations(container);

    const { rerender } = renderWithPortal(
      <SliderVerification
        challenge={demoChallenge(0)}
        onVerify={demoVerify}
        onRefresh={onRefresh}
        onVerified={vi.fn()}
        verified
      />,
      { locale },
    );
    expect(screen.getByText(f['slider.verified'])).toBeVisible();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();

    // Taken back by the host (a failed login): the puzzle is there again, from the left.
    rerender(
      <SliderVerification
        challenge={demoChallenge(0)}
        onVerify={demoVerify}
        onRefresh={onRefresh}
        onVerified={vi.fn()}
        verified={false}
      />,
    );
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    await user.click(screen.getAllByRole('button', { name: f['slider.refresh'] })[1]!);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
