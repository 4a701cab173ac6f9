/** A vanilla-extract variable's custom-property name (`--x`) from its reference (`var(--x)`), to set inline. */
export const cssVar = (reference: string) => reference.replace(/^var\((.*)\)$/, '$1');
