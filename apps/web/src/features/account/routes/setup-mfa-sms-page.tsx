import { translateKey } from '@/lib/i18n/keys';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatPhoneNumber, normalizePhoneNumber } from '@photodossier/domain/phone-number';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useEnableSmsTwoFactor } from '../api/enable-two-factor';
import { useSendPhoneNumberOtp } from '../api/send-phone-number-otp';
import { useVerifyPhoneNumber } from '../api/verify-phone-number';
import { MfaAlreadyEnabled } from '../components/mfa-already-enabled';
import { MfaCodeForm } from '../components/mfa-code-form';
import { MfaPasswordForm } from '../components/mfa-password-form';
import { MfaSetupLayout, MfaSetupStep } from '../components/mfa-setup-layout';
import { FormError } from '../components/form-error';
import { useSessionCache } from '../hooks/use-session-cache';
import { mfaErrorText } from '../lib/mfa-errors';
import { mfaReturnPath } from '../lib/mfa-return-path';
import type { Session } from '../types';

const STEPS = 3;

const phoneSchema = z.object({
  phone: z
    .string()
    .trim()
    .min(1, 'errors:validation.required')
    .refine((value) => normalizePhoneNumber(value) !== null, 'errors:validation.invalid_phone'),
});
type PhoneValues = z.infer<typeof phoneSchema>;

type Step =
  | { kind: 'phone' }
  | { kind: 'code'; phoneNumber: string }
  | { kind: 'password'; phoneNumber: string };

function PhoneStep({
  initialPhone,
  onSent,
}: {
  initialPhone: string;
  onSent: (phoneNumber: string) => void;
}) {
  const { t } = useTranslation();
  const sendOtp = useSendPhoneNumberOtp();
  const form = useForm<PhoneValues>({
    resolver: zodResolver(phoneSchema),
    defaultValues: { phone: initialPhone },
  });
  const schemaError = form.formState.errors.phone?.message;
  const phoneError = schemaError
    ? translateKey(t, schemaError)
    : sendOtp.error
      ? mfaErrorText(sendOtp.error, 'validation.invalid_phone')
      : undefined;

  const submit = form.handleSubmit(({ phone }) => {
    const phoneNumber = normalizePhoneNumber(phone);
    if (!phoneNumber) return;
    sendOtp.mutate(phoneNumber, { onSuccess: () => onSent(phoneNumber) });
  });

  return (
    <MfaSetupStep current={1} total={STEPS} title={t('mfa.sms.phoneStep')}>
      <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
        <FormField label={t('mfa.sms.phoneLabel')} hint={t('mfa.sms.phoneHint')} error={phoneError}>
          {(control) => (
            <Input
              {...control}
              {...form.register('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              className="max-w-72"
            />
          )}
        </FormField>
        <Button type="submit" className="self-start" disabled={sendOtp.isPending}>
          {sendOtp.isPending ? t('mfa.setup.working') : t('mfa.sms.sendCode')}
        </Button>
      </form>
    </MfaSetupStep>
  );
}

function CodeStep({
  phoneNumber,
  onVerified,
  onChangeNumber,
}: {
  phoneNumber: string;
  onVerified: () => void;
  onChangeNumber: () => void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyPhoneNumber();
  const resend = useSendPhoneNumberOtp();

  const sendAgain = () => {
    verify.reset();
    resend.mutate(phoneNumber, {
      onSuccess: () => notify(t('mfa.sms.resent'), { variant: 'success' }),
    });
  };

  return (
    <MfaSetupStep current={2} total={STEPS} title={t('mfa.sms.codeStep')}>
      <p role="status" className="text-sm text-muted-foreground">
        {t('mfa.sms.codeSentTo', { phone: formatPhoneNumber(phoneNumber) })}
      </p>
      <MfaCodeForm
        isPending={verify.isPending}
        error={verify.error}
        autoFocus
        onSubmit={(code) => verify.mutate({ phoneNumber, code }, { onSuccess: onVerified })}
      >
        <Button type="button" variant="ghost" disabled={resend.isPending} onClick={sendAgain}>
          {t('mfa.sms.resend')}
        </Button>
        <Button type="button" variant="link" onClick={onChangeNumber}>
          {t('mfa.sms.changeNumber')}
        </Button>
      </MfaCodeForm>
      <FormError message={resend.error ? mfaErrorText(resend.error) : undefined} />
    </MfaSetupStep>
  );
}

function SmsSetup({ session }: { session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const sessionCache = useSessionCache();
  const enable = useEnableSmsTwoFactor();
  // A number verified earlier needs no new code: straight to the password.
  const [step, setStep] = useState<Step>(() =>
    session.phoneNumber
      ? { kind: 'password', phoneNumber: session.phoneNumber }
      : { kind: 'phone' },
  );
  const [typedPhone, setTypedPhone] = useState(
    session.phoneNumber ? formatPhoneNumber(session.phoneNumber) : '',
  );

  if (session.mfa.factors.includes('phone') && !enable.isSuccess) {
    return <MfaAlreadyEnabled text={t('mfa.sms.alreadyEnabled')} />;
  }

  const changeNumber = (phoneNumber: string) => {
    setTypedPhone(formatPhoneNumber(phoneNumber));
    setStep({ kind: 'phone' });
  };

  const activate = (password: string) =>
    enable.mutate(password, {
      onSuccess: async () => {
        // The server renewed the session; read it again so the factor shows everywhere.
        await sessionCache.refresh();
        notify(t('mfa.sms.success'), {
          variant: 'success',
          description: t('mfa.sms.successDescription'),
        });
        void navigate(mfaReturnPath(location.state), { replace: true });
      },
    });

  switch (step.kind) {
    case 'phone':
      return (
        <PhoneStep
          initialPhone={typedPhone}
          onSent={(phoneNumber) => setStep({ kind: 'code', phoneNumber })}
        />
      );
    case 'code':
      return (
        <CodeStep
          phoneNumber={step.phoneNumber}
          onVerified={() => setStep({ kind: 'password', phoneNumber: step.phoneNumber })}
          onChangeNumber={() => changeNumber(step.phoneNumber)}
        />
      );
    case 'password':
      return (
        <MfaSetupStep current={3} total={STEPS} title={t('mfa.sms.passwordStep')}>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <p role="status">
              {t('mfa.sms.phoneVerified', { phone: formatPhoneNumber(step.phoneNumber) })}
            </p>
            <Button
              type="button"
              variant="link"
              className="h-auto px-0"
              onClick={() => changeNumber(step.phoneNumber)}
            >
              {t('mfa.sms.changeNumber')}
            </Button>
          </div>
          <MfaPasswordForm
            submitLabel={t('mfa.sms.activate')}
            isPending={enable.isPending}
            error={enable.error}
            onSubmit={activate}
          />
        </MfaSetupStep>
      );
  }
}

/** /setup-mfa/sms: the phone number, its code, then the password to turn SMS codes on. */
export function SetupMfaSmsPage() {
  const { t } = useTranslation();
  return (
    <MfaSetupLayout page="setupMfaSms" icon={MessageSquareText} intro={t('mfa.sms.intro')}>
      {(session) => <SmsSetup session={session} />}
    </MfaSetupLayout>
  );
}
