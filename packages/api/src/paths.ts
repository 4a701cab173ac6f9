/**
 * The platform's paths. Those of spec section 7 are exactly as the spec names them; the others (site
 * configuration, permission, country codes, public key, slider, sandbox, operator) are the platform's own.
 */
export const paths = {
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  registerSettings: '/wps/system/setting/register',
  domainRoute: '/wps/system/domainRoute',
  helpCenter: '/wps/system/helpCenter',
  siteConfig: '/wps/system/config',
  sitePermission: '/wps/system/permission',
  countryCode: '/wps/system/countryCode',
  publicKey: '/wps/system/publicKey',
  /** The ping file of the speed selector (queried with a random parameter). */
  ping: '/ping.txt',

  login: '/wps/session/login',
  freeplayLogin: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  memberInfo: '/wps/member/info',
  memberIcon: '/wps/member/info/icon',

  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  smsRegister: '/wps/verification/sms/register',
  smsNoLogin: '/wps/verification/sms/noLogin',
  affiliate: '/wps/agent/affiliate',

  changePassword: '/wps/member/password',
  forgotByEmail: '/wps/member/password/email',
  setPasswordByPhone: '/wps/member/password/verification',
  /** The platform's own: sets a new password with the token of a reset e-mail's link. */
  resetPassword: '/wps/member/password/reset',

  captcha: '/wps/captcha',
  slider: '/wps/verification/slider',

  balance: '/wps/v2/wallets/balance',

  /** Portal content, open to visitors (relay names as the spec gives them). */
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  banners: '/wps/relay/MCSFE_getBanners',
  notices: '/wps/relay/MCSFE_getNotices',
  promotions: '/wps/relay/MCSFE_getPromotions',
  liveModels: '/wps/relay/CBS_modelList',
  launchChat: '/wps/relay/CBS_launchChat',
  unreadCount: '/wps/relay/CSP_unreadCount',
  consolidated: '/wps/member/info/consolidated',
  consolidatedFunds: '/wps/member/info/funds/consolidated',
  memberLanguage: '/wps/member/language',
  /** The first-login action: the portal tells the platform it has welcomed an account's first login. */
  firstLogin: '/wps/member/firstLogin',
  feedback: '/wps/feedback',
  feedbackSettings: '/wps/feedback/settings',
  appDownload: '/wps/system/appDownload',
  mirrors: '/wps/system/mirrors',
  representative: '/wps/system/representative',

  /** Social login: the provider's consent page (`{provider}` is google or facebook) and the code login. */
  oauthAuthorize: '/wps/oauth/{provider}/authorize',
  oauthConsent: '/wps/oauth/{provider}/consent',
  oauthConsentPage: '/wps/oauth/{provider}/consentPage',
  oauthLogin: '/wps/session/login/oauth',
  /**
   * A brand's hand-over: a member's session makes a one-time code (single use, valid a minute) that
   * another site of the brand puts in the portal's address as `?token=`; the portal exchanges it once for
   * a session of its own. A session token in the address is never accepted.
   */
  handoverCode: '/wps/session/handover',
  handoverLogin: '/wps/session/login/handover',

  /** The sandbox live chat page the customer-service entry and CBS_launchChat open, and what it shows. */
  sandboxChat: '/sandbox/chat',
  sandboxChatRoom: '/wps/sandbox/chat/room',

  /** The game catalogue and games (spec section 7), relay names as the spec gives them. */
  gameVendors: '/wps/relay/GCSGAME_newGameVendor',
  vendorGameTypes: '/wps/relay/GCSGAME_getVassGameType',
  gameMenus: '/lgw/games/game_menus',
  gameList: '/wps/relay/GCSGAME_gameList',
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  favouriteIds: '/wps/relay/MCSFE_getFavoriteGames',
  favouriteList: '/wps/relay/MCSFE_getFavoriteGamesList',
  favouriteAdd: '/wps/relay/MCSFE_addFavoriteGameV2',
  favouriteRemove: '/wps/relay/MCSFE_removeFavoriteGameV2',
  recentGames: '/wps/relay/GCS_recentGame',
  launchTrial: '/wps/relay/GCS_gameLaunchFB',
  launchGame: '/wps/game/launchGame',
  pvpRooms: '/wps/relay/GLS2_roomList',
  rankList: '/wps/relay/GCSGAME_getRankList',
  /** The platform's own: game announcements and popular games (the spec names them only). */
  gameAnnouncements: '/wps/relay/GCSGAME_gameAnnouncements',
  popularGames: '/wps/relay/GCSGAME_popularGames',
  merchantWallet: '/wps/relay/GCS_merchantWallet',
  walletTransfer: '/wps/relay/GCS_walletTransfer',
  lotteryMenu: '/lgw/vn/games/game_menu',
  lotteryMenuRecent: '/lgw/vn/games/game_menu/recent',
  lotteryOpenedVn: '/lgw/vn/numeros/opened/game',
  lotteryOpened: '/lotto/lgw/games/opened/numero',
  /** The platform's own: the lottery games of a prize mode (the spec says "lottery games GET with prizeMode"). */
  lotteryGames: '/lgw/games/lottery',
  /** The game art and vendor logos, drawn by the platform. */
  gameArt: '/wps/media/game/{nodeId}.svg',
  vendorLogo: '/wps/media/vendor/{vassalage}.svg',
  /** The sandbox games behind a launch: the page, what it shows and its round call. */
  sandboxGame: '/sandbox/game',
  sandboxGamePage: '/wps/sandbox/game/page',
  sandboxGameRound: '/wps/sandbox/game/round',

  healthz: '/healthz',
  readyz: '/readyz',
  openapi: '/wps/openapi.json',

  /** The operator's switches for maintenance and region restriction. */
  operatorSystem: '/wps/operator/system',
  /** The operator's switches of the game vendors (maintenance). */
  operatorVendor: '/wps/operator/vendor',

  /** The built sandbox pages' files (scripts, styles) that the game, chat and consent pages load. */
  sandboxPages: '/sandbox/pages/',
  /** Sandbox-only (refused in production): the outbox, the current captcha and slider answers, a cashier. */
  sandboxOutbox: '/wps/sandbox/outbox',
  sandboxCaptcha: '/wps/sandbox/captcha',
  sandboxSlider: '/wps/sandbox/slider',
  sandboxCashier: '/wps/sandbox/cashier',
  /** The sandbox phone provider: sends a code through the outbox, and trades it for an ID token. */
  sandboxPhoneSend: '/wps/sandbox/phone/sendCode',
  sandboxPhoneVerify: '/wps/sandbox/phone/verifyCode',
} as const;

/**
 * The portal page a password reset e-mail links to. The link's token follows '#', so it never reaches a
 * server's log or another site's Referer.
 */
export const resetPasswordPage = '/resetPassword';

/** The header that names a money-moving request, so a retry never moves the money twice. */
export const idempotencyKeyHeader = 'idempotency-key';
/** The session token header. */
export const tokenHeader = 'token';
