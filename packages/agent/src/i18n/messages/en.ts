/** The English catalogue of `@portal/agent` (namespace `agent`): the agent centre of spec section 2.7. */
export const en = {
  'nav.deposit': 'Deposit',
  'nav.withdraw': 'Withdraw',
  'nav.messages': 'Platform messages',
  'nav.customerService': 'Customer service',
  'header.signOut': 'Sign out',
  'header.home': 'Agent centre',
  'header.badge': 'Agent centre',
  'header.signedInAs': 'Signed in as',
  'landing.eyebrow': '{{brand}} agent programme',
  'landing.title': 'Build your team and earn with every game they play',
  'landing.lead':
    'Invite players, manage your downline and follow your revenue in real time, with commission paid on a clear schedule.',
  'landing.commission.title': 'Clear commission',
  'landing.commission.text':
    "Earn a share of your team's results, with every statement in your agent centre.",
  'landing.team.title': 'Your own team',
  'landing.team.text': 'Register downlines, set them up and see who is active at a glance.',
  'landing.reports.title': 'Live reports',
  'landing.reports.text': 'Team betting, revenue and transactions, updated as they happen.',
  'landing.loginTitle': 'Agent login',
  'landing.supportHours': 'Agent support runs Monday to Friday, noon to 9 pm.',
} as const;

export type AgentMessageKey = keyof typeof en;
export type AgentMessages = Record<AgentMessageKey, string>;
