import { toString as renderQrCode } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/**
 * The otpauth URI as a QR code for the authenticator app. Drawn as SVG (no canvas needed) and
 * shown on white whatever the theme: phone cameras read dark modules on a light ground.
 */
export function MfaTotpQrCode({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<{ uri: string; src: string } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void renderQrCode(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (!cancelled)
        setImage({ uri, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      cancelled = true;
    };
  }, [uri]);

  return (
    <div className="flex size-52 shrink-0 items-center justify-center rounded-xl border border-border bg-white p-2 shadow-xs">
      {image?.uri === uri ? (
        <img
          src={image.src}
          alt={t('mfa.totp.qrAlt')}
          data-testid="totp-qr-code"
          className="size-full"
          width={192}
          height={192}
        />
      ) : (
        <Spinner label={t('mfa.totp.qrLoading')} className="text-slate-700" />
      )}
    </div>
  );
}
