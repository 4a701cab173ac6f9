import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';

/** A help-centre article in both story languages: every element the typography covers. */
const article = {
  en: '<h3>Deposits and withdrawals</h3><p>You can deposit from <strong>My account</strong> at any time. Deposits reach your balance within a few minutes.</p><ul><li>The smallest deposit is 50.</li><li>Withdrawals go to a card in your own name.</li></ul><h4>Before your first withdrawal</h4><ol><li>Verify your mobile number.</li><li>Add a bank card.</li><li>Wager your deposit once.</li></ol><blockquote>Bonus money must be wagered as its terms say before it can be withdrawn.</blockquote><p>Still stuck? Read the <a href="#terms">terms and conditions</a> or contact customer service.</p>',
  ar: '<h3>الإيداع والسحب</h3><p>يمكنك الإيداع من <strong>حسابي</strong> في أي وقت. يصل الإيداع إلى رصيدك خلال دقائق.</p><ul><li>أقل مبلغ للإيداع هو 50.</li><li>يُحوَّل السحب إلى بطاقة باسمك فقط.</li></ul><h4>قبل أول عملية سحب</h4><ol><li>تحقّق من رقم هاتفك المحمول.</li><li>أضِف بطاقة مصرفية.</li><li>راهن بمبلغ إيداعك مرة واحدة.</li></ol><blockquote>يجب المراهنة بأموال المكافأة وفق شروطها قبل سحبها.</blockquote><p>هل تحتاج إلى مساعدة؟ اقرأ <a href="#terms">الشروط والأحكام</a> أو تواصل مع خدمة العملاء.</p>',
} as const;

/** The same text with what a server must never get onto the page. */
const unsafe = {
  en: '<p style="color:#000;font-size:40px" onclick="steal()">Maintenance tonight from 02:00 to 04:00.</p><style>body{display:none}</style><script>alert(1)</script><p onerror="alert(2)">Your balance is safe. <a href="javascript:alert(3)">Details</a></p><form><input name="password" aria-label="Password"></form>',
  ar: '<p style="color:#000;font-size:40px" onclick="steal()">صيانة الليلة من الساعة 02:00 حتى 04:00.</p><style>body{display:none}</style><script>alert(1)</script><p onerror="alert(2)">رصيدك في أمان. <a href="javascript:alert(3)">التفاصيل</a></p><form><input name="password" aria-label="Password"></form>',
} as const;

const textFor = <T,>(texts: { en: T; ar: T }, locale: unknown): T => (locale === 'en' ? texts.en : texts.ar);

const meta = {
  title: 'UI/SafeHtml',
  component: SafeHtml,
  args: { html: '' },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 640 }}>
      <SafeHtml {...args} html={args.html || textFor(article, globals.locale)} />
    </div>
  ),
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, paragraphs, both kinds of list, a quote and a link, in the kit's reading type. */
export const Article: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading')).toHaveLength(2);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#terms');
  },
};

/** Inline styles, a style sheet, scripts, handlers, a `javascript:` link and a form: all removed. */
export const UnsafeContentStripped: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 640 }}>
      <SafeHtml {...args} html={textFor(unsafe, globals.locale)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="safe-html"]')!;
    await expect(root.querySelector('script, style, form, input, [style], [onclick], [onerror]')).toBeNull();
    await expect(root.querySelector('a')).not.toHaveAttribute('href');
    await expect(root.innerHTML).not.toMatch(/alert|steal/);
  },
};
