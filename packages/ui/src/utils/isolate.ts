/**
 * Wraps text in Unicode bidi isolates (FSI ... PDI), so a Latin name or date stays whole and in place
 * inside Arabic text (and the other way round) when it is filled into a message.
 */
export const isolate = (text: string | number): string => `\u2068${text}\u2069`;
