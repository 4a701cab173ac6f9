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

/**
 * `GET /wps/sandbox/chat/room?room=&lang=`: what the sandbox chat page shows. Without a room it is
 * customer service; a room that is unknown or over is `ended`.
 */
export interface SandboxChatRoomValue {
  lang: 'ar' | 'en';
  /** The host's name; absent for customer service. */
  hostName?: string;
  /** The host's avatar (a data: URI of an SVG). */
  avatar: string;
  ended: boolean;
}
