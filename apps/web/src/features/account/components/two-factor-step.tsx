import { translateKey } from '@/lib/i18n/keys';
import { ArrowLeft, MessageSquareText, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSendTwoFactorOtp } from '../api/send-two-factor-otp';
import { useVerifyTotp } from '../api/verify-totp';
import { useVerifyTwoFactorOtp } from '../api/verify-two-factor-otp';
import { lazyResolver } from '@/lib/lazy-resolver';
import { TWO_FACTOR_CODE_LENGTH } from '../lib/auth-form-rules';
import type { TwoFactorCodeValues } from '../lib/auth-schemas';
import { errorText } from '../lib/error-text';
import type { TwoFactorMethod } from '../types';
import { FormError } from './form-error';

const codeValidation = lazyResolver(() =>
  import('../lib/auth-resolvers').then((module) => module.twoFactorCodeResolver),
);

type TwoFactorStepProps = {
  /** What the sign-in answer offers, authenticator app first. */
  methods: TwoFactorMethod[];
  onVerified: () => void;
  onBack: () => void;
};

/** The second step of sign-in: the authenticator app's code, or a code sent by SMS. */
export function TwoFactorStep({ methods, onVerified, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<TwoFactorMethod>(methods.includes('totp') ? 'totp' : 'otp');
  const [smsSent, setSmsSent] = useState(false);
  const verifyTotp = useVerifyTotp();
  const verifyOtp = useVerifyTwoFactorOtp();
  const sendOtp = useSendTwoFactorOtp();
  const verify = method === 'totp' ? verifyTotp : verifyOtp;
  const form = useForm<TwoFactorCodeValues>({
    resolver: codeValidation.resolver,
    defaultValues: { code: '' },
  });
  const codeError = form.formState.errors.code?.message;
  const otherMethod = methods.find((item) => item !== method);

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync(code);
      onVerified();
    } catch {
      // Shown from the mutation's error below.
    }
  });

  const sendSms = async () => {
    try {
      await sendOtp.mutateAsync();
      setSmsSent(true);
    } catch {
      // Shown from the mutation's error below.
    }
  };

  const switchMethod = (next: TwoFactorMethod) => {
    setMethod(next);
    verifyTotp.reset();
    verifyOtp.reset();
    form.reset({ code: '' });
  };

  const waitingForSms = method === 'otp' && !smsSent;
  const failure = verify.isError ? verify.error : sendOtp.isError ? sendOtp.error : null;

  return (
    <div data-testid="two-factor-step" className="flex flex-col gap-5">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          {method === 'totp' ? (
            <Smartphone aria-hidden className="size-5" />
          ) : (
            <MessageSquareText aria-hidden className="size-5" />
          )}
        </span>
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold leading-tight">{t('auth.twoFactor.title')}</h2>
          <p className="text-sm text-muted-foreground">
            {method === 'totp'
              ? t('auth.twoFactor.totpText')
              : smsSent
                ? t('auth.twoFactor.otpText')
                : t('auth.twoFactor.otpSendText')}
          </p>
        </div>
      </div>

      {waitingForSms ? (
        <div className="flex flex-col gap-4">
          <FormError message={failure ? errorText(failure) : undefined} />
          <Button size="lg" disabled={sendOtp.isPending} onClick={() => void sendSms()}>
            {sendOtp.isPending ? t('auth.twoFactor.sendingSms') : t('auth.twoFactor.sendSms')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onFocus={codeValidation.preload}
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-4"
        >
          {method === 'otp' ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t('auth.twoFactor.smsSent')}
            </p>
          ) : null}
          <FormField
            label={t('auth.twoFactor.code')}
            error={codeError ? translateKey(t, codeError) : undefined}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={TWO_FACTOR_CODE_LENGTH}
                className="text-center font-mono text-lg tracking-[0.5em]"
                autoFocus
              />
            )}
          </FormField>
          <FormError message={failure ? errorText(failure) : undefined} />
          <Button type="submit" size="lg" disabled={verify.isPending}>
            {verify.isPending ? t('auth.twoFactor.verifying') : t('auth.twoFactor.verify')}
          </Button>
          {method === 'otp' ? (
            <Button
              type="button"
              variant="ghost"
              disabled={sendOtp.isPending}
              onClick={() => void sendSms()}
            >
              {sendOtp.isPending ? t('auth.twoFactor.sendingSms') : t('auth.twoFactor.resendSms')}
            </Button>
          ) : null}
        </form>
      )}

      <div className="flex flex-col items-start gap-1 border-t border-border pt-4">
        {otherMethod ? (
          <Button variant="link" className="h-auto px-0" onClick={() => switchMethod(otherMethod)}>
            {otherMethod === 'totp' ? t('auth.twoFactor.useTotp') : t('auth.twoFactor.useSms')}
          </Button>
        ) : null}
        <Button variant="link" className="h-auto px-0" onClick={onBack}>
          <ArrowLeft aria-hidden />
          {t('auth.twoFactor.back')}
        </Button>
      </div>
    </div>
  );
}
