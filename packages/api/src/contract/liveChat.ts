/** One entry of `GET /wps/relay/CBS_modelList?language=`. */
export interface LiveModel {
  modelId: string;
  name: string;
  /** The avatar, served by the platform (an SVG). */
  avatarUrl: string;
  online: boolean;
  /** The language the model chats in. */
  language: string;
}

/** `POST /wps/relay/CBS_launchChat` (logged in). */
export interface LaunchChatRequest {
  modelId: string;
}

export interface LaunchChatValue {
  /** The chat room's page (the platform's sandbox chat, relative to the platform). */
  chatUrl: string;
}
