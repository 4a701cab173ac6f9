import QRCode from 'qrcode';

/**
 * The QR code of `text` as an SVG data URI, for an <img src>: error correction level M, a 4-module quiet
 * zone, black on white. The `qrcode` package encodes it (versions, masks and Reed-Solomon are the
 * standard's business, and a maintained encoder gets them right where a hand-written one may not).
 */
export async function qrDataUri(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
