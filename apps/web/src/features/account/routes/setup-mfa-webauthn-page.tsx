import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Fingerprint } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { translateErrorCode } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useRegisterPasskey } from '../api/verify-passkey-registration';
import { FormError } from '../components/form-error';
import { MfaSetupLayout } from '../components/mfa-setup-layout';
import { PasskeyList } from '../components/passkey-list';
import { mfaErrorText } from '../lib/mfa-errors';

const NAME_MAX_LENGTH = 60;

function AddPasskey() {
  const { t } = useTranslation();
  const register = useRegisterPasskey();
  const [name, setName] = useState('');
  const supported = browserSupportsWebAuthn();

  const add = () => {
    const keyName = name.trim() || t('mfa.webauthn.defaultName');
    register.mutate(keyName, {
      onSuccess: () => {
        setName('');
        notify(t('mfa.webauthn.added'), { variant: 'success' });
      },
    });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <FormField label={t('mfa.webauthn.nameLabel')} hint={t('mfa.webauthn.nameHint')}>
        {(control) => (
          <Input
            {...control}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={NAME_MAX_LENGTH}
            placeholder={t('mfa.webauthn.defaultName')}
            autoComplete="off"
            className="max-w-80"
          />
        )}
      </FormField>
      <FormError
        message={
          !supported
            ? translateErrorCode('passkey.not_supported')
            : register.error
              ? mfaErrorText(register.error)
              : undefined
        }
      />
      <Button type="submit" className="self-start" disabled={!supported || register.isPending}>
        <Fingerprint aria-hidden />
        {register.isPending ? t('mfa.webauthn.adding') : t('mfa.webauthn.add')}
      </Button>
    </form>
  );
}

/** /setup-mfa/webauthn: register a security key or passkey, and manage the registered ones. */
export function SetupMfaWebauthnPage() {
  const { t } = useTranslation();
  return (
    <MfaSetupLayout page="setupMfaWebauthn" icon={Fingerprint} intro={t('mfa.webauthn.intro')}>
      {() => (
        <>
          <Card className="bg-card/90 backdrop-blur">
            <CardContent className="pt-5 sm:pt-6">
              <AddPasskey />
            </CardContent>
          </Card>
          <Card className="bg-card/90 backdrop-blur">
            <CardContent className="pt-5 sm:pt-6">
              <PasskeyList />
            </CardContent>
          </Card>
        </>
      )}
    </MfaSetupLayout>
  );
}
