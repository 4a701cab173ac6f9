/** The English catalogue of `@portal/agent` (namespace `agent`): the agent centre of spec section 2.7. */
export const en = {
  'nav.deposit': 'Deposit',
  'nav.withdraw': 'Withdraw',
  'nav.messages': 'Platform messages',
  'nav.customerService': 'Customer service',
  'header.signOut': 'Sign out',
  'landing.supportHours': 'Agent support runs Monday to Friday, noon to 9 pm.',
} as const;

export type AgentMessageKey = keyof typeof en;
export type AgentMessages = Record<AgentMessageKey, string>;
