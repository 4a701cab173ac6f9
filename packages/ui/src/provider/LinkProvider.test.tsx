import { render, screen } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import { LinkProvider } from './LinkProvider';
import { PortalProvider } from './PortalProvider';
import { usePortal, type LinkComponentProps } from './PortalContext';

function Shown() {
  const { linkComponent: Link, dir } = usePortal();
  return (
    <Link href="/somewhere" data-dir={dir}>
      Go
    </Link>
  );
}

const Marked = forwardRef<HTMLAnchorElement, LinkComponentProps>(function Marked(props, ref) {
  return <a ref={ref} data-marked="yes" {...props} />;
});

describe('LinkProvider', () => {
  it('gives a subtree its own link component and keeps the rest of the provider', () => {
    render(
      <PortalProvider locale="ar">
        <LinkProvider linkComponent={Marked}>
          <Shown />
        </LinkProvider>
      </PortalProvider>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link).toHaveAttribute('data-marked', 'yes');
    expect(link).toHaveAttribute('data-dir', 'rtl');
  });
});
