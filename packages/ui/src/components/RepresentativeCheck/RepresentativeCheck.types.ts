export const representativeChannels = ['TELEGRAM', 'WHATSAPP'] as const;
export type RepresentativeChannel = (typeof representativeChannels)[number];

/** The answer to a check: an official representative (who, and where), or not one of ours. */
export type RepresentativeResult =
  { official: true; channel: RepresentativeChannel; name: string } | { official: false };

export interface RepresentativeCheckProps {
  /** Called with the trimmed handle or number when the player asks to verify it (never empty). */
  onVerify: (handle: string) => void;
  /** The last answer, or `null` before any. */
  result: RepresentativeResult | null;
  /** Whether a check is running: the button waits and the result makes way for "Checking". */
  checking?: boolean;
  /** Why the check could not be made (for example a network failure), in the player's language. */
  error?: string;
  /** The handle the field starts with, for example one passed in the page's link. */
  defaultHandle?: string;
  /** The level of the section's heading in the page's outline; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}
