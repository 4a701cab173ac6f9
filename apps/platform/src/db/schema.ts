import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Raw bytes (PostgreSQL bytea): uploads kept in the database. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Operator-editable site configuration, one JSON document per key (maintenance, region restriction,
 * white-label flags, register settings...). Read at request time, so operators change them without a restart.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Players, agents, trial and non-member accounts (the type decides, spec section 6). */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    /** As typed at registration; logins compare `usernameKey` (lower case). */
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The password is the product's default initial one: a change is due at login. */
    passwordInitial: boolean('password_initial').notNull().default(false),
    passwordChangedAt: at('password_changed_at').notNull().defaultNow(),
    type: integer('type').notNull(),
    nickname: text('nickname').notNull().default(''),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    email: text('email'),
    /** The draft's other fields (payeeName, line, whatsapp...), as registered. */
    profile: jsonb('profile').notNull().default({}),
    /** The upline agent. */
    parentId: integer('parent_id'),
    /** An agent's own invitation code. */
    affiliateCode: text('affiliate_code'),
    language: text('language').notNull().default('ar'),
    currency: text('currency').notNull().default('USD'),
    /** The member's VIP rank (0: none); the names of the ranks are the `vip` setting. */
    vipLevel: integer('vip_level').notNull().default(0),
    firstLoginAt: at('first_login_at'),
    /** The payment password (argon2id) that withdrawals ask for; null until the member sets one. */
    paymentPasswordHash: text('payment_password_hash'),
    paymentPasswordChangedAt: at('payment_password_changed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_username_key').on(t.usernameKey),
    uniqueIndex('accounts_mobile_key').on(t.countryDialingCode, t.mobileNum),
    uniqueIndex('accounts_affiliate_key').on(t.affiliateCode),
    index('accounts_parent_idx').on(t.parentId),
  ],
);

/** Sessions: only the SHA-256 of the token is kept. Idle and absolute expiry; revoked on logout. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/**
 * Each login of a real account (the security centre's login history): when, from where (the visitor's
 * address as the platform sees it, masked when shown), the browser and system ("Chrome on Windows", never
 * the whole User-Agent), how, and the session it started (`current` in the list). Kept for twelve months
 * and at most the last hundred per account, pruned as the next is written.
 */
export const loginEvents = pgTable(
  'login_events',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    createdAt: createdAt(),
    address: text('address').notNull(),
    device: text('device').notNull(),
    /** 'password' | 'sms' | 'social' | 'handover' | 'register' (`LoginMethod`). */
    method: text('method').notNull(),
    /** The SHA-256 of the session's token, as `sessions` keeps it. */
    sessionHash: text('session_hash').notNull(),
  },
  (t) => [index('login_events_account_idx').on(t.accountId, t.createdAt.desc(), t.id.desc())],
);

/**
 * Hand-over codes: a member's session lets another site of the brand open the portal signed in. Only
 * the code's hash is kept; single use, a minute long, redeemed for a new session while the session that
 * made it is still live.
 */
export const handoverCodes = pgTable(
  'handover_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    accountId: integer('account_id').notNull(),
    sessionHash: text('session_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('handover_codes_expiry_idx').on(t.expiresAt)],
);

/** Captcha answers, hashed, single use, with an expiry. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    /** Kept only in sandbox mode, so the sandbox route can reveal it to end-to-end tests. */
    sandboxAnswer: text('sandbox_answer'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('captchas_expiry_idx').on(t.expiresAt)],
);

/** Slider puzzles: where the gap is, and the token a passed try yields (hashed, single use). */
export const sliderChallenges = pgTable(
  'slider_challenges',
  {
    id: text('id').primaryKey(),
    gapX: integer('gap_x').notNull(),
    gapY: integer('gap_y').notNull(),
    tries: integer('tries').notNull().default(0),
    tokenHash: text('token_hash'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('slider_challenges_expiry_idx').on(t.expiresAt)],
);

/** SMS codes: hashed, 6 digits, valid for `expiresAt`, 5 tries, single use. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    countryDialingCode: text('country_dialing_code').notNull(),
    mobileNum: text('mobile_num').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_number_idx').on(t.purpose, t.countryDialingCode, t.mobileNum)],
);

/**
 * Password reset links sent by e-mail: only the SHA-256 of the link's token is kept. A link is used
 * once, within its expiry; a newer link or a new password ends it (`usedAt`).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_key').on(t.tokenHash),
    index('password_resets_account_idx').on(t.accountId),
    index('password_resets_expiry_idx').on(t.expiresAt),
  ],
);

/** Messages of the sandbox SMS and e-mail providers, for testers to read. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/**
 * Wallets: a player's main wallet (vendor wallets come with games) and the house's own accounts. The
 * balance is the sum of the wallet's entries, kept beside them; a player's may never go below zero.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id'),
    /** 'main' for a player's wallet; 'house:<name>' for the house's accounts. */
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
  },
  (t) => [
    uniqueIndex('wallets_owner_kind_key').on(t.accountId, t.kind),
    uniqueIndex('wallets_house_key')
      .on(t.kind)
      .where(sql`${t.accountId} is null`),
    check('wallets_balance_floor', sql`${t.allowNegative} or ${t.balance} >= 0`),
  ],
);

/** One money movement; its entries sum to zero. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    // The last guard of exactly-once crediting: one deposit credit per deposit reference.
    uniqueIndex('ledger_transactions_deposit_key')
      .on(t.reference)
      .where(sql`${t.kind} = 'deposit'`),
    // And of a withdrawal's: held once, then paid out or returned once.
    uniqueIndex('ledger_transactions_withdrawal_key')
      .on(t.kind, t.reference)
      .where(sql`${t.kind} in ('withdrawal-hold', 'withdrawal-payout', 'withdrawal-return')`),
    // And of a transfer to upline's: out of the member's wallet once, into the agent's once.
    uniqueIndex('ledger_transactions_upline_key')
      .on(t.kind, t.reference)
      .where(sql`${t.kind} in ('upline-transfer-out', 'upline-transfer-in')`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    walletId: integer('wallet_id').notNull(),
    /** Signed minor units: positive credits the wallet. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceBefore: bigint('balance_before', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** What moved the money, as the account record filters it (`ledgerCategoryOf` the transaction's kind). */
    category: text('category').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_wallet_idx').on(t.walletId, t.id),
    index('ledger_entries_tx_idx').on(t.transactionId),
    // The account record's pages, newest first, with and without its category filter (keyset paging).
    index('ledger_entries_statement_idx').on(t.walletId, t.createdAt, t.id),
    index('ledger_entries_category_idx').on(t.walletId, t.category, t.createdAt, t.id),
  ],
);

/**
 * Each player wallet's entries summed per UTC day and category, written with the entries: the account
 * record's totals and my income's deposits read a few hundred rows here, never a heavy member's every entry.
 */
export const ledgerDays = pgTable(
  'ledger_days',
  {
    walletId: integer('wallet_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    creditMinor: bigint('credit_minor', { mode: 'number' }).notNull(),
    debitMinor: bigint('debit_minor', { mode: 'number' }).notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.walletId, t.day, t.category] })],
);

/**
 * Deposits through the payments port: one row per deposit the player starts, pending until the PSP's
 * signed webhook (or an operator, for a bank transfer) settles it. `reference` is ours and the PSP's
 * idempotency key; the credit's ledger transaction carries it too, unique, so a deposit credits once.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    accountId: integer('account_id').notNull(),
    /** 'ewallet' (the PSP's hosted page), 'bank' (a transfer with a reference code), 'crypto'. */
    channel: text('channel').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** 'pending', 'approved', 'rejected' or 'expired'. */
    status: text('status').notNull().default('pending'),
    /** The PSP's payment intent and its hosted page (e-wallet). */
    intentId: text('intent_id'),
    hostedPageUrl: text('hosted_page_url'),
    /** What the player writes on a bank transfer, or the address a crypto payment goes to. */
    payInstruction: text('pay_instruction'),
    /** Crypto: the confirmations seen and those needed before the credit. */
    confirmations: integer('confirmations').notNull().default(0),
    requiredConfirmations: integer('required_confirmations').notNull().default(0),
    /** The credit's ledger transaction, once approved. */
    transactionId: bigint('transaction_id', { mode: 'number' }),
    /** Why it was rejected, in the PSP's or the operator's words (for the operator, never shown raw). */
    failureReason: text('failure_reason'),
    expiresAt: at('expires_at').notNull(),
    settledAt: at('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deposits_reference_key').on(t.reference),
    index('deposits_account_idx').on(t.accountId, t.id),
    index('deposits_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The accounts a member's withdrawals are paid to: a bank card or an e-wallet, bound with an SMS code. The
 * number is kept whole for the payout; the member only ever sees its last 4 characters.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    /** 'bank' or 'ewallet'. */
    kind: text('kind').notNull(),
    institution: text('institution').notNull(),
    holderName: text('holder_name').notNull(),
    number: text('number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payout_accounts_number_key').on(t.accountId, t.kind, t.number)],
);

/**
 * Withdrawals: the amount leaves the main wallet for the member's held wallet when requested, then goes
 * to the house when the operator pays it, or back to the main wallet when it is rejected.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    accountId: integer('account_id').notNull(),
    payoutAccountId: integer('payout_account_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** 'pending', 'paid' or 'rejected'. */
    status: text('status').notNull().default('pending'),
    /** Paid ones: 'awaiting', 'received', 'notReceived' or 'fullyReceived'. */
    receipt: text('receipt'),
    receiptAuto: boolean('receipt_auto').notNull().default(false),
    receiptDueAt: at('receipt_due_at'),
    receiptAt: at('receipt_at'),
    /** The member's proof of a payout that did not arrive (PNG or JPEG). */
    proofImage: bytea('proof_image'),
    proofImageType: text('proof_image_type'),
    failureReason: text('failure_reason'),
    settledAt: at('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('withdrawals_reference_key').on(t.reference),
    index('withdrawals_account_idx').on(t.accountId, t.id),
    index('withdrawals_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('withdrawals_receipt_due_idx')
      .on(t.receiptDueAt)
      .where(sql`${t.receipt} = 'awaiting'`),
  ],
);

/**
 * Transfers to upline: a member's money sent to their agent (spec 2.6 transferUpline), the audit trail of
 * who sent what to whom and when. The money moves member -> the house's clearing account -> agent, in two
 * ledger transactions carrying this reference (unique per kind), committed with this row.
 */
export const uplineTransfers = pgTable(
  'upline_transfers',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    accountId: integer('account_id').notNull(),
    /** The agent it went to (the member's `parent_id` at the time). */
    agentId: integer('agent_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The member's note for the agent, if any (at most 200 characters). */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('upline_transfers_reference_key').on(t.reference),
    // The member's list (keyset on the id) and the day's count and sum.
    index('upline_transfers_account_idx').on(t.accountId, t.id),
    index('upline_transfers_account_day_idx').on(t.accountId, t.createdAt),
    index('upline_transfers_agent_idx').on(t.agentId, t.id),
  ],
);

/** Idempotency keys of money-moving calls: the replayed answer for the same key and payload. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Help-centre articles per language; the content is sanitised HTML. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: text('id').notNull(),
    lang: text('lang').notNull(),
    sectionKey: text('section_key').notNull(),
    sectionTitle: text('section_title').notNull(),
    sort: integer('sort').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.lang] })],
);

/** Announcements per language (the same id in every language); the content is sanitised HTML. */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').notNull(),
    lang: text('lang').notNull(),
    /** B, PL, PU, PR or H (`promotionType` in the answer). */
    type: text('type').notNull(),
    /** W (web). */
    platform: text('platform').notNull().default('W'),
    /** A logged in, B logged out, F first login. */
    execution: text('execution').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    startsAt: at('starts_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.lang] }), index('announcements_list_idx').on(t.lang, t.startsAt)],
);

/** Banners of a group; the image is drawn by the platform with both titles. */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey(),
    groupName: text('group_name').notNull(),
    sort: integer('sort').notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    /** NONE, URL, PROMOTION or GAME. */
    linkageType: text('linkage_type').notNull(),
    linkage: text('linkage').notNull().default(''),
  },
  (t) => [index('banners_group_idx').on(t.groupName, t.sort)],
);

/** Notices per language: banner, player, popup or promotion; content is sanitised HTML or null. */
export const notices = pgTable(
  'notices',
  {
    id: integer('id').notNull(),
    lang: text('lang').notNull(),
    type: text('type').notNull(),
    sort: integer('sort').notNull(),
    title: text('title').notNull(),
    content: text('content'),
  },
  (t) => [primaryKey({ columns: [t.id, t.lang] }), index('notices_type_idx').on(t.type, t.lang, t.sort)],
);

/** Promotions per language; the categories' names are the `promotionCategories` setting. */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').notNull(),
    lang: text('lang').notNull(),
    category: text('category').notNull(),
    sort: integer('sort').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    startsAt: at('starts_at').notNull(),
    /** Null: until further notice. */
    endsAt: at('ends_at'),
  },
  (t) => [primaryKey({ columns: [t.id, t.lang] })],
);

/** A member's inbox (the message centre); unread until `readAt`. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    /** Names a message sent once (the seed's), so sending it again does nothing. */
    reference: text('reference'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('inbox_messages_unread_idx').on(t.accountId, t.readAt),
    uniqueIndex('inbox_messages_reference_key').on(t.accountId, t.reference),
  ],
);

/** Feedback from visitors and members (`PUT /wps/feedback`). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id'),
    ip: text('ip').notNull(),
    category: text('category'),
    content: text('content').notNull(),
    contact: text('contact'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);

/** A feedback's images (PNG or JPEG, checked by their first bytes). */
export const feedbackImages = pgTable(
  'feedback_images',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [index('feedback_images_feedback_idx').on(t.feedbackId)],
);

/** Social identities (provider and the provider's subject) linked to accounts. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    accountId: integer('account_id').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    uniqueIndex('social_identities_account_key').on(t.accountId, t.provider),
  ],
);

/**
 * Game vendors (spec section 3): the code (`vassalage`), names, the wallet name (`accountTypeName`), the
 * game types it serves, its place in the lanes, and two switches: maintenance (an operator's, its games
 * cannot be launched) and `gameListCard` (its cards stand for its game list, a popup).
 */
export const vendors = pgTable('vendors', {
  vassalage: text('vassalage').primaryKey(),
  displayNameEn: text('display_name_en').notNull(),
  displayNameAr: text('display_name_ar').notNull(),
  accountTypeName: text('account_type_name').notNull(),
  gameTypes: text('game_types').array().notNull(),
  sort: integer('sort').notNull(),
  maintenance: boolean('maintenance').notNull().default(false),
  gameListCard: boolean('game_list_card').notNull().default(false),
});

/**
 * The game catalogue (spec section 3). `nameEnKey` and `nameArKey` are the names folded for search (no
 * case, no Arabic vowel marks, letter variants unified: `searchKeyOf`). `sort` is a game's place in its
 * vendor's list (lists order by it, so vendors interleave); `popularity` is raised by play.
 */
export const games = pgTable(
  'games',
  {
    nodeId: integer('node_id').primaryKey(),
    gameCode: text('game_code').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEnKey: text('name_en_key').notNull(),
    nameArKey: text('name_ar_key').notNull(),
    gameType: text('game_type').notNull(),
    vassalage: text('vassalage').notNull(),
    /** A slot sub-category (SC, VP, JP, TG, AC, BG) or ''. */
    gameClassify: text('game_classify').notNull().default(''),
    isNew: integer('is_new').notNull().default(0),
    isHot: integer('is_hot').notNull().default(0),
    /** 1: a free trial exists. */
    freeplay: integer('freeplay').notNull().default(0),
    /** Vendors that say it the other way: 0 means a free trial exists; null for the others. */
    supportPlay: integer('support_play'),
    /** 0: a card standing for its vendor's game list. */
    isGame: integer('is_game').notNull().default(1),
    sort: integer('sort').notNull(),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('games_game_code_key').on(t.gameCode),
    index('games_type_idx').on(t.gameType, t.sort, t.nodeId),
    index('games_vendor_idx').on(t.vassalage, t.gameType, t.sort, t.nodeId),
    index('games_classify_idx').on(t.gameType, t.gameClassify, t.sort, t.nodeId),
    index('games_new_idx')
      .on(t.gameType, t.sort, t.nodeId)
      .where(sql`${t.isNew} = 1`),
    index('games_hot_idx')
      .on(t.popularity, t.nodeId)
      .where(sql`${t.isHot} = 1`),
    index('games_popularity_idx').on(t.popularity, t.nodeId),
  ],
);

/** A member's favourite games (spec section 3). */
export const favourites = pgTable(
  'favourites',
  {
    accountId: integer('account_id').notNull(),
    nodeId: integer('node_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.nodeId] }),
    index('favourites_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** The games a member played, the latest play of each (written by the game rounds). */
export const recentGames = pgTable(
  'recent_games',
  {
    accountId: integer('account_id').notNull(),
    nodeId: integer('node_id').notNull(),
    lastPlayedAt: at('last_played_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.nodeId] }),
    index('recent_games_account_idx').on(t.accountId, t.lastPlayedAt),
  ],
);

/** Short news of the game vendors (maintenance windows, releases), per language; '' concerns every vendor. */
export const gameAnnouncements = pgTable(
  'game_announcements',
  {
    id: integer('id').primaryKey(),
    vassalage: text('vassalage').notNull().default(''),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    /** Sanitised HTML. */
    contentEn: text('content_en').notNull(),
    contentAr: text('content_ar').notNull(),
    startsAt: at('starts_at').notNull(),
  },
  (t) => [index('game_announcements_start_idx').on(t.startsAt)],
);

/**
 * A launched game (`launchGame`, `GCS_gameLaunchFB`): the token of its page's url (only its SHA-256
 * kept), the account (null for a free trial) and the member session it came from (the game ends with
 * it), the game, what kind of sandbox game it opens, the language and the back address. A trial holds its
 * play money here and never touches the ledger; both keep the session's staked and won totals (the net
 * position the game shows) and the time of the last round (one round per 300 ms).
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    accountId: integer('account_id'),
    memberSessionHash: text('member_session_hash'),
    nodeId: integer('node_id').notNull(),
    /** slot, lottery or pvp. */
    kind: text('kind').notNull(),
    trial: boolean('trial').notNull(),
    /** A trial's play money (minor units); null for a real session (its money is the main wallet). */
    balanceMinor: bigint('balance_minor', { mode: 'number' }),
    stakedMinor: bigint('staked_minor', { mode: 'number' }).notNull().default(0),
    wonMinor: bigint('won_minor', { mode: 'number' }).notNull().default(0),
    rounds: integer('rounds').notNull().default(0),
    language: text('language').notNull(),
    backUrl: text('back_url').notNull().default('/'),
    /** The lottery lobby launch: its prize mode and view (betting or lobby). */
    prizeMode: text('prize_mode'),
    view: text('view'),
    startedAt: at('started_at').notNull(),
    lastRoundAt: at('last_round_at'),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('game_sessions_token_key').on(t.tokenHash),
    index('game_sessions_account_idx').on(t.accountId, t.startedAt),
    // The clean-up finds the trials to delete (a trial keeps no rounds, so nothing points at it).
    index('game_sessions_trial_idx')
      .on(t.expiresAt)
      .where(sql`${t.trial}`),
  ],
);

/**
 * Every real round (trial rounds are not kept): who played which game, the stake and the win (minor
 * units), the main wallet's balance after it, its ledger transaction and what happened (the reels, the
 * draw, the cards). The betting records and the winner board read it.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: integer('session_id').notNull(),
    accountId: integer('account_id').notNull(),
    nodeId: integer('node_id').notNull(),
    gameType: text('game_type').notNull(),
    /** The game's vendor (its vassalage), kept with the round for the betting record's filter. */
    vendor: text('vendor').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'number' }).notNull(),
    /** 'won', 'lost' or 'even': the win above, below or equal to the stake (`betOutcomes`). */
    outcome: text('outcome').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    details: jsonb('details').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The betting record's pages, newest first (keyset paging), whole and by game type or vendor.
    index('game_rounds_account_idx').on(t.accountId, t.createdAt, t.id),
    index('game_rounds_type_idx').on(t.accountId, t.gameType, t.createdAt, t.id),
    index('game_rounds_vendor_idx').on(t.accountId, t.vendor, t.createdAt, t.id),
    index('game_rounds_win_idx')
      .on(t.winMinor, t.createdAt)
      .where(sql`${t.winMinor} > 0`),
  ],
);

/**
 * Each member's rounds summed per UTC day, game type, vendor and outcome, written with the round: the
 * betting record's totals and my income read these, never a heavy player's every round.
 */
export const roundDays = pgTable(
  'round_days',
  {
    accountId: integer('account_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    gameType: text('game_type').notNull(),
    vendor: text('vendor').notNull(),
    outcome: text('outcome').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'number' }).notNull(),
    rounds: integer('rounds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.gameType, t.vendor, t.outcome] })],
);

/**
 * The lottery games of each prize mode (spec section 3): catalogue games of the lottery vendors, with
 * their category (gameGroupCode) and how often they draw. A game may be offered in more than one mode.
 */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    prizeMode: text('prize_mode').notNull(),
    gameCode: text('game_code').notNull(),
    nodeId: integer('node_id').notNull(),
    gameGroupCode: text('game_group_code').notNull(),
    drawIntervalSeconds: integer('draw_interval_seconds').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.prizeMode, t.gameCode] }),
    index('lottery_games_code_idx').on(t.gameCode),
    index('lottery_games_mode_idx').on(t.prizeMode, t.gameGroupCode, t.sort),
  ],
);

/** A lottery game's scheduled draws: made by the draw engine when first needed, then never changed. */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    gameCode: text('game_code').notNull(),
    numero: text('numero').notNull(),
    /** The drawn numbers as shown ('07'). */
    result: jsonb('result').notNull(),
    openedAt: at('opened_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gameCode, t.numero] }),
    index('lottery_draws_opened_idx').on(t.gameCode, t.openedAt),
  ],
);

/** The PVP rooms of each PVP game (`GLS2_roomList`): a stake per hand and its seats. */
export const pvpRooms = pgTable(
  'pvp_rooms',
  {
    roomId: text('room_id').primaryKey(),
    nodeId: integer('node_id').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    seats: integer('seats').notNull(),
    players: integer('players').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('pvp_rooms_game_idx').on(t.nodeId, t.sort)],
);
