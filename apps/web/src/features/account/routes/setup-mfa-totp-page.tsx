import { Check, Copy, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useEnableTotp } from '../api/enable-two-factor';
import { useVerifyTotp } from '../api/verify-totp';
import { MfaAlreadyEnabled } from '../components/mfa-already-enabled';
import { MfaCodeForm } from '../components/mfa-code-form';
import { MfaPasswordForm } from '../components/mfa-password-form';
import { MfaSetupLayout, MfaSetupStep } from '../components/mfa-setup-layout';
import { MfaTotpQrCode } from '../components/mfa-totp-qr-code';
import { mfaReturnPath } from '../lib/mfa-return-path';
import type { Session } from '../types';

const STEPS = 3;

/** The base32 secret inside an otpauth URI, for typing it by hand. */
function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** "JBSWY3DPEHPK3PXP" -> "JBSW Y3DP EHPK 3PXP": easier to copy by eye. */
function groupsOfFour(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard refused (permissions): the text stays selectable on screen.
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? t('mfa.totp.copied') : label}
    </Button>
  );
}

function TotpSetup({ session }: { session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const enable = useEnableTotp();
  const verify = useVerifyTotp();
  const setup = enable.data;

  // Once set up here the session lists totp too; the steps stay until the page is left.
  if (!setup && session.mfa.factors.includes('totp')) {
    return <MfaAlreadyEnabled text={t('mfa.totp.alreadyEnabled')} />;
  }

  const finish = () => {
    notify(t('mfa.totp.success'), {
      variant: 'success',
      description: t('mfa.totp.successDescription'),
    });
    void navigate(mfaReturnPath(location.state), { replace: true });
  };

  if (!setup) {
    return (
      <MfaSetupStep current={1} total={STEPS} title={t('mfa.totp.passwordStep')}>
        <MfaPasswordForm
          submitLabel={t('mfa.setup.continue')}
          isPending={enable.isPending}
          error={enable.error}
          onSubmit={(password) => enable.mutate(password)}
        />
      </MfaSetupStep>
    );
  }

  const secret = secretOf(setup.totpURI);
  return (
    <>
      <MfaSetupStep current={2} total={STEPS} title={t('mfa.totp.scanStep')}>
        <p className="text-sm text-muted-foreground">{t('mfa.totp.scanHelp')}</p>
        <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
          <MfaTotpQrCode uri={setup.totpURI} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <p className="text-sm">{t('mfa.totp.manualEntry')}</p>
            <p className="text-xs font-medium text-muted-foreground">{t('mfa.totp.secretLabel')}</p>
            <code
              data-testid="totp-secret"
              data-secret={secret}
              className="rounded-lg bg-muted px-3 py-2 font-mono text-sm break-all select-all"
            >
              {groupsOfFour(secret)}
            </code>
            <CopyButton value={secret} label={t('mfa.totp.copySecret')} />
          </div>
        </div>
        <div className="flex flex-col gap-2 border-t border-border pt-4">
          <h3 className="font-medium">{t('mfa.totp.backupTitle')}</h3>
          <p className="text-sm text-muted-foreground">{t('mfa.totp.backupHelp')}</p>
          <ul
            data-testid="totp-backup-codes"
            className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-3 font-mono text-sm sm:grid-cols-3"
          >
            {setup.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <CopyButton value={setup.backupCodes.join('\n')} label={t('mfa.totp.copyBackup')} />
        </div>
      </MfaSetupStep>
      <MfaSetupStep current={3} total={STEPS} title={t('mfa.totp.codeStep')}>
        <MfaCodeForm
          isPending={verify.isPending}
          error={verify.error}
          onSubmit={(code) => verify.mutate(code, { onSuccess: finish })}
        />
      </MfaSetupStep>
    </>
  );
}

/** /setup-mfa/totp: password, QR code and backup codes, then the app's first code. */
export function SetupMfaTotpPage() {
  const { t } = useTranslation();
  return (
    <MfaSetupLayout page="setupMfaTotp" icon={Smartphone} intro={t('mfa.totp.intro')}>
      {(session) => <TotpSetup session={session} />}
    </MfaSetupLayout>
  );
}
