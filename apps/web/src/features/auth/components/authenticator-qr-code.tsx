import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

const QR_SIZE = 184;

/** The QR code as an SVG document; the qrcode package is loaded only on the screens that show one. */
async function qrCodeSvg(uri: string): Promise<string> {
  const qrcode = await import('qrcode');
  return qrcode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** An `otpauth://` URI as a QR code for an authenticator app to scan. */
export function AuthenticatorQrCode({ uri }: { uri: string }) {
  const svg = useQuery({ queryKey: ['authenticator-qr-code', uri], queryFn: () => qrCodeSvg(uri), staleTime: Infinity });
  if (!svg.data) return <Skeleton w={QR_SIZE} h={QR_SIZE} radius="sm" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.data)}`}
      width={QR_SIZE}
      height={QR_SIZE}
      alt="QR code to scan with your authenticator app"
    />
  );
}
