/** One puzzle from the slider verification service. */
export interface SliderChallenge {
  id: string;
  /** Image URL or data: URI of the puzzle background (with the gap drawn in). */
  background: string;
  /** Image URL or data: URI of the piece. */
  piece: string;
  /** Background size in CSS pixels. */
  width: number;
  height: number;
  /** The piece is a square of this size. */
  pieceSize: number;
  /** Where the piece sits vertically (from the top, in CSS pixels of the background). */
  pieceY: number;
}

/** What `onVerify` receives for one try. */
export interface SliderAttempt {
  challengeId: string;
  /** Where the piece was left: its left edge from the background's left edge, in background pixels. */
  x: number;
  /** From the first move to the release (or Enter), in milliseconds. */
  durationMs: number;
  /** The way there: [x, milliseconds since the first move] for each position the piece took. */
  trail: Array<[number, number]>;
  /** The typed captcha, when the service asks for one with each try (`SliderVerificationProps.captcha`). */
  captcha?: string;
}

/** A captcha the service wants with each try (after repeated misses): its image and the way to a new one. */
export interface SliderCaptcha {
  /** The base64 PNG (with or without the data: prefix); undefined while it loads. */
  image: string | undefined;
  /** Asks the host for a new image (the field throttles it); the host also changes it after each try. */
  onRefresh: () => void;
}

/** The extra login fields the verification yields (spec section 3: "extra slider-verification fields"). */
export type SliderVerificationFields = Record<string, string>;
