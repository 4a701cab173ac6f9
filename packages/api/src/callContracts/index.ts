// `@portal/api/contract`: what each declared call takes and answers, keyed by the call's name. The
// platform registers its routes from it and the OpenAPI document is written from it; a browser page
// never imports it.
import type { CallShape } from '../call';
import type * as calls from '../calls';
import type { CallContract, CallContracts } from './CallContract';
import { cashierContracts } from './cashierContracts';
import { contentContracts } from './contentContracts';
import { feedbackContracts } from './feedbackContracts';
import { gameCatalogueContracts } from './gameCatalogueContracts';
import { gameLaunchContracts } from './gameLaunchContracts';
import { gameRoundContracts } from './gameRoundContracts';
import { gameWalletContracts } from './gameWalletContracts';
import { handoverContracts } from './handoverContracts';
import { liveChatContracts } from './liveChatContracts';
import { loginHistoryContracts } from './loginHistoryContracts';
import { lotteryContracts } from './lotteryContracts';
import { mediaContracts } from './mediaContracts';
import { memberCentreContracts } from './memberCentreContracts';
import { memberGameContracts } from './memberGameContracts';
import { messageContracts } from './messageContracts';
import { officialInfoContracts } from './officialInfoContracts';
import { passwordContracts } from './passwordContracts';
import { phoneProviderContracts } from './phoneProviderContracts';
import { profileContracts } from './profileContracts';
import { recordContracts } from './recordContracts';
import { registerContracts } from './registerContracts';
import { sandboxContracts } from './sandboxContracts';
import { sessionContracts } from './sessionContracts';
import { siteContracts } from './siteContracts';
import { socialLoginContracts } from './socialLoginContracts';
import { verificationContracts } from './verificationContracts';
import { walletContracts } from './walletContracts';
import { walletPageContracts } from './walletPageContracts';
import { withdrawalContracts } from './withdrawalContracts';
import { uplineContracts } from './uplineContracts';
import { systemContracts } from './systemContracts';

export type { CallContract, CallContracts } from './CallContract';
export * as calls from '../calls';

/** Every declared call's contract: a missing or extra one is a type error. */
export const callContracts: CallContracts<typeof calls> = {
  ...cashierContracts,
  ...contentContracts,
  ...feedbackContracts,
  ...gameCatalogueContracts,
  ...gameLaunchContracts,
  ...gameRoundContracts,
  ...gameWalletContracts,
  ...handoverContracts,
  ...liveChatContracts,
  ...loginHistoryContracts,
  ...lotteryContracts,
  ...mediaContracts,
  ...memberCentreContracts,
  ...memberGameContracts,
  ...messageContracts,
  ...officialInfoContracts,
  ...passwordContracts,
  ...phoneProviderContracts,
  ...profileContracts,
  ...recordContracts,
  ...registerContracts,
  ...sandboxContracts,
  ...sessionContracts,
  ...siteContracts,
  ...socialLoginContracts,
  ...verificationContracts,
  ...walletContracts,
  ...walletPageContracts,
  ...withdrawalContracts,
  ...uplineContracts,
  ...systemContracts,
};

/** The contract of one declared call. */
export const contractOf = (call: CallShape): CallContract =>
  (callContracts as Record<string, CallContract>)[call.name] as CallContract;
