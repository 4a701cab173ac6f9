/**
 * The English texts of the portal's later sections (namespace `portal`, loaded with their chunks): the
 * help modal, a hand-over's failure, help, the agent centre, promotions, announcements, live chat, feedback, social login, the
 * lobbies' titles, the lottery screens and the game page.
 */
export const sectionsEn = {
  'modal.close': 'Close',
  'login.title': 'Log in',
  'help.title': 'Help center',
  'help.back': 'Back',
  'help.feedback': 'Send us feedback',
  'help.sections': 'Help topics',
  'agent.main': 'Agent centre',
  'agent.welcome': 'Welcome to your agent centre, {{name}}',
  'promotions.title': 'Promotions',
  'promotions.lead': 'Bonuses, rebates and rewards running now. Open one for its full terms.',
  'announcements.title': 'Announcements',
  'announcements.lead': 'News from the site: maintenance windows, new games and changes to our services.',
  'liveChat.title': 'Chat with our live hosts',
  'liveChat.lead': 'Friendly hosts online now, in your language. Log in to start a private chat.',
  'mirrors.link': 'Official mirror list',
  'feedback.title': 'Feedback',
  'feedback.lead': 'Tell us what works, what does not and what you would like to see. Screenshots help.',
  'social.google': 'Google',
  'social.facebook': 'Facebook',
  'social.signingIn': 'Signing you in',
  'social.title': 'Social login did not finish',
  'social.cancelled': 'You cancelled the sign-in. You can log in with your username or try again.',
  'social.failed': 'The sign-in answer could not be checked. Please start again from the login window.',
  'lobby.FAV': 'Favourite games',
  'lobby.RECENT': 'Recently played',
  'lobby.SEARCH': 'Search games',
  'lobby.withVendor': '{{category}}: {{vendor}}',
  'lottery.lottery': 'Lottery',
  'lottery.seaLottery': 'SEA lottery',
  'lottery.vnLottery': 'VN lottery',
  'seamless.back': 'Back to the lobby',
  'seamless.trial': 'Free trial: play money',
  'seamless.frame': '{{name}}, the game',
  'seamless.noneTitle': 'No game is open',
  'seamless.noneText': 'Choose a game in the lobby and press Play now.',
  'seamless.failedTitle': 'The game did not open',
} as const;

export type PortalSectionMessageKey = keyof typeof sectionsEn;
export type PortalSectionMessages = Record<PortalSectionMessageKey, string>;
