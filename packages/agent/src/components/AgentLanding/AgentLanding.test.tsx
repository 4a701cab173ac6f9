import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { AgentLanding } from './AgentLanding';

describe.each(directions)('AgentLanding ($locale, $dir)', ({ locale }) => {
  const text = locale === 'ar' ? ar : en;

  it('offers the programme, the agent login and the support hours', async () => {
    const { container } = renderWithPortal(
      <AgentLanding brand="Royal" login={<button type="button">Log in</button>} />,
      { locale },
    );
    expect(screen.getByRole('heading', { level: 1, name: text['landing.title'] })).toBeVisible();
    expect(screen.getByText(text['landing.eyebrow'].replace('{{brand}}', 'Royal'))).toBeVisible();
    const login = screen.getByRole('region', { name: text['landing.loginTitle'] });
    expect(login).toContainElement(screen.getByRole('button', { name: 'Log in' }));
    expect(login).toHaveTextContent(text['landing.supportHours']);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });
});
