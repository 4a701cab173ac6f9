import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { Skeleton } from './Skeleton';
import * as styles from './Skeleton.css';

const varName = (cssVar: string) => cssVar.slice(4, -1);

describe.each(directions)('Skeleton ($locale, $dir)', ({ locale }) => {
  it('is hidden from assistive technology', async () => {
    const { container } = renderWithPortal(<Skeleton />, { locale });
    const skeleton = container.querySelector('[data-slot="skeleton"]');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveAttribute('data-shape', 'text');
    await expectNoAxeViolations(container);
  });

  it('draws one bone per text line', () => {
    const { container } = renderWithPortal(<Skeleton lines={3} inlineSize="20rem" />, { locale });
    const skeleton = container.querySelector('[data-slot="skeleton"]') as HTMLElement;
    expect(skeleton.children).toHaveLength(3);
    expect(skeleton.style.getPropertyValue(varName(styles.inlineSizeVar))).toBe('20rem');
  });

  it('passes sizes as CSS variables, pixels for numbers', () => {
    const { container } = renderWithPortal(<Skeleton shape="rect" inlineSize={240} blockSize="8rem" />, {
      locale,
    });
    const skeleton = container.querySelector('[data-slot="skeleton"]') as HTMLElement;
    expect(skeleton.style.getPropertyValue(varName(styles.inlineSizeVar))).toBe('240px');
    expect(skeleton.style.getPropertyValue(varName(styles.blockSizeVar))).toBe('8rem');
    expect(skeleton.children).toHaveLength(0);
  });

  it('makes a circle as tall as it is wide, and ignores lines for other shapes', () => {
    const { container } = renderWithPortal(<Skeleton shape="circle" inlineSize={56} lines={4} />, {
      locale,
    });
    const skeleton = container.querySelector('[data-slot="skeleton"]') as HTMLElement;
    expect(skeleton).toHaveAttribute('data-shape', 'circle');
    expect(skeleton.style.getPropertyValue(varName(styles.blockSizeVar))).toBe('56px');
    expect(skeleton.children).toHaveLength(0);
  });
});
