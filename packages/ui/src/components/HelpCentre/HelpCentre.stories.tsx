import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { HelpCentre, type HelpCentreSection } from './HelpCentre';

type Language = 'en' | 'ar';
const languageOf = (locale: unknown): Language => (locale === 'en' ? 'en' : 'ar');
const messagesOf = (locale: unknown) => (languageOf(locale) === 'en' ? panelsEn : panelsAr);

/** The help centre as the platform sends it, in both story languages; `term` is the terms' anchor. */
const demoSections: Record<Language, HelpCentreSection[]> = {
  en: [
    {
      key: 'account',
      title: 'Account and security',
      articles: [
        {
          id: 101,
          title: 'How do I register?',
          content:
            '<p>Press <strong>Register</strong> at the top of the page, choose a username and a password, and confirm your mobile number with the code we send you.</p>',
        },
        {
          id: 102,
          title: 'I forgot my password',
          content:
            '<p>Choose <strong>Forgot password</strong> in the login window. We send a code to your email or mobile number so you can set a new one.</p>',
        },
      ],
    },
    {
      key: 'deposit',
      title: 'Deposits and withdrawals',
      articles: [
        {
          id: 201,
          title: 'How long does a withdrawal take?',
          content:
            '<p>Most withdrawals reach your bank card within 30 minutes. Withdrawals go only to a card in your own name.</p>',
        },
      ],
    },
    {
      key: 'term',
      title: 'Terms and conditions',
      articles: [
        {
          id: 301,
          title: 'General terms',
          content:
            '<p>Only players aged 18 or over may open an account. Bonus money must be wagered as its terms say before it can be withdrawn.</p>',
        },
      ],
    },
  ],
  ar: [
    {
      key: 'account',
      title: 'الحساب والأمان',
      articles: [
        {
          id: 101,
          title: 'كيف أسجّل حسابًا؟',
          content:
            '<p>اضغط <strong>تسجيل</strong> أعلى الصفحة، واختر اسم مستخدم وكلمة مرور، ثم أكّد رقم هاتفك المحمول بالرمز الذي نرسله إليك.</p>',
        },
        {
          id: 102,
          title: 'نسيت كلمة المرور',
          content:
            '<p>اختر <strong>نسيت كلمة المرور</strong> في نافذة تسجيل الدخول. نرسل رمزًا إلى بريدك الإلكتروني أو رقم هاتفك لتعيّن كلمة مرور جديدة.</p>',
        },
      ],
    },
    {
      key: 'deposit',
      title: 'الإيداع والسحب',
      articles: [
        {
          id: 201,
          title: 'كم يستغرق السحب؟',
          content:
            '<p>تصل معظم عمليات السحب إلى بطاقتك المصرفية خلال 30 دقيقة. لا يُحوَّل السحب إلا إلى بطاقة باسمك.</p>',
        },
      ],
    },
    {
      key: 'term',
      title: 'الشروط والأحكام',
      articles: [
        {
          id: 301,
          title: 'الشروط العامة',
          content:
            '<p>لا يحق فتح حساب إلا لمن بلغ 18 عامًا أو أكثر. يجب المراهنة بأموال المكافأة وفق شروطها قبل سحبها.</p>',
        },
      ],
    },
  ],
};

/** What a server must never get onto the page: a script, an error handler and a `javascript:` link. */
const unsafeSections: Record<Language, HelpCentreSection[]> = {
  en: [
    {
      key: 'notice',
      title: 'Service notices',
      articles: [
        {
          id: 401,
          title: 'Maintenance tonight',
          content:
            '<p onclick="window.__helpCentreXss = 1">The lobby closes from 02:00 to 04:00. Your balance is safe.<img src="x" alt="" onerror="window.__helpCentreXss = 3"></p><script>window.__helpCentreXss = 2</script><p><a href="javascript:window.__helpCentreXss = 4">Details</a></p>',
        },
      ],
    },
  ],
  ar: [
    {
      key: 'notice',
      title: 'إشعارات الخدمة',
      articles: [
        {
          id: 401,
          title: 'صيانة الليلة',
          content:
            '<p onclick="window.__helpCentreXss = 1">تُغلق الردهة من الساعة 02:00 حتى 04:00. رصيدك في أمان.<img src="x" alt="" onerror="window.__helpCentreXss = 3"></p><script>window.__helpCentreXss = 2</script><p><a href="javascript:window.__helpCentreXss = 4">التفاصيل</a></p>',
        },
      ],
    },
  ],
};

const hostLinks: Record<Language, { feedback: string; mirrors: string }> = {
  en: { feedback: 'Send feedback', mirrors: 'Official mirror sites' },
  ar: { feedback: 'أرسل ملاحظاتك', mirrors: 'المواقع البديلة الرسمية' },
};

/** The host's links as a list, as the portal passes them (there its router's links). */
const linksFor = (locale: unknown) => {
  const text = hostLinks[languageOf(locale)];
  return (
    <ul>
      <li>
        <a href="/feedback">{text.feedback}</a>
      </li>
      <li>
        <a href="/mirror">{text.mirrors}</a>
      </li>
    </ul>
  );
};

const meta = {
  title: 'UI/HelpCentre',
  component: HelpCentre,
  args: { sections: [] },
  // The demo sections in the story's language; `undefined` stays (loading).
  render: (args, { globals }) => (
    <HelpCentre
      {...args}
      sections={args.sections === undefined ? undefined : demoSections[languageOf(globals.locale)]}
    />
  ),
} satisfies Meta<typeof HelpCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sections of articles beside a table of contents that links to each section's anchor. */
export const Sections: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const toc = canvas.getByRole('navigation', { name: messagesOf(globals.locale)['helpCentre.sections'] });
    const hrefs = within(toc)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual(['#account', '#deposit', '#term']);
    for (const section of demoSections[languageOf(globals.locale)]) {
      await expect(canvas.getByRole('region', { name: section.title })).toHaveAttribute('id', section.key);
    }
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};

/** Placeholders in the layout to come while the sections load. */
export const Loading: Story = {
  args: { sections: undefined },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      messagesOf(globals.locale)['helpCentre.loading'],
    );
  },
};

/** No article at all. */
export const Empty: Story = {
  render: (args) => <HelpCentre {...args} sections={[]} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messagesOf(globals.locale)['helpCentre.empty'])).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** With the host's links (feedback, mirror sites) under the table of contents. */
export const WithLinks: Story = {
  render: (args, { globals }) => (
    <HelpCentre
      {...args}
      sections={demoSections[languageOf(globals.locale)].slice(1)}
      links={linksFor(globals.locale)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const text = hostLinks[languageOf(globals.locale)];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: text.feedback })).toHaveAttribute('href', '/feedback');
    await expect(canvas.getByRole('link', { name: text.mirrors })).toHaveAttribute('href', '/mirror');
  },
};

/** In a modal: one column, the topics as chips, section titles at level 3 under the modal's title. */
export const Compact: Story = {
  args: { compact: true, headingLevel: 3 },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 560 }}>
      <HelpCentre
        {...args}
        sections={demoSections[languageOf(globals.locale)].slice(0, 2)}
        links={linksFor(globals.locale)}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  },
};

/** Server HTML with a script, an error handler, a click handler and a `javascript:` link: all removed. */
export const UnsafeHtml: Story = {
  render: (args, { globals }) => (
    <HelpCentre {...args} sections={unsafeSections[languageOf(globals.locale)]} />
  ),
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article.querySelector('script, [onclick], [onerror]')).toBeNull();
    await expect(article.querySelector('a')).not.toHaveAttribute('href');
    await expect(article.innerHTML).not.toMatch(/__helpCentreXss/);
    await expect((window as { __helpCentreXss?: number }).__helpCentreXss).toBeUndefined();
  },
};
