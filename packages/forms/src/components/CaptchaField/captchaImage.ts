const pngPrefix = 'data:image/png;base64,';

/**
 * The `src` of the captcha: the platform sends a base64 PNG, sometimes already as a data: URI. Line
 * breaks some servers put into long base64 are removed; a data:, blob: or http(s) URL is used as it is.
 */
export function captchaSrc(image: string): string {
  const value = image.trim();
  if (/^(data:|blob:|https?:)/i.test(value)) return value;
  return `${pngPrefix}${value.replace(/\s+/g, '')}`;
}
