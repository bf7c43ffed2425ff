import QRCode from 'qrcode';

/**
 * The authenticator's QR code as an SVG data URL, drawn here: the secret never leaves the server
 * for a third-party image service.
 */
export async function qrCodeDataUrl(totpUri: string) {
  const svg = await QRCode.toString(totpUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The base32 secret inside an otpauth:// URI, for typing into the app by hand. */
export function secretOf(totpUri: string) {
  return new URL(totpUri).searchParams.get('secret') ?? '';
}
