import {
  SHARE_DEFAULT_EXPIRY_DAYS,
  SHARE_EXPIRY_CHOICES_DAYS,
  SHARE_PASSWORD_MAX,
  SHARE_PASSWORD_MIN,
  type CreatedShare,
} from '@photodossier/domain/share';
import { Ban, Check, Copy, Crown, Link2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateDisplay } from '@/lib/date-display';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { NativeSelect } from '@/components/ui/native-select';
import { SwitchField } from '@/components/ui/switch-field';
import { paths } from '@/config/paths';
import { isApiError, translateErrorCode } from '@/lib/api-client';
import type { ShareDialogRequest } from '@/lib/share-dialog';
import { notify } from '@/lib/notify';
import { useCreateShare } from '../api/create-share';
import { useRevokeShare } from '../api/revoke-share';
import { shareExpiryDate } from './share-dates';

export type SharePlanAccess = 'checking' | 'allowed' | 'locked';

function ProRequired() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3" data-testid="share-pro-gate">
      <span className="inline-flex size-10 items-center justify-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300">
        <Crown aria-hidden className="size-5" />
      </span>
      <p className="font-semibold">{t('proGate.title')}</p>
      <p className="text-sm text-muted-foreground">{t('shares.dialog.proText')}</p>
      <Button asChild>
        <Link to={paths.subscription}>
          <Crown aria-hidden />
          {t('proGate.upgrade')}
        </Link>
      </Button>
    </div>
  );
}

function CreatedLink({ created, onRevoked }: { created: CreatedShare; onRevoked: () => void }) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const revoke = useRevokeShare();
  const [copied, setCopied] = useState(false);
  const path =
    created.share.kind === 'drive' ? paths.driveShared(created.token) : `/shared/${created.token}`;
  const url = `${window.location.origin}${path}`;
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <Label htmlFor={id}>{t('shares.dialog.link')}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="share-link"
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? t('shares.dialog.copied') : t('shares.dialog.copy')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {t('shares.dialog.expiresOn', {
          date: shareExpiryDate(created.share.expires_at, dates),
        })}
      </p>
      <p className="rounded-lg bg-muted px-3 py-2 text-sm">{t('shares.dialog.linkOnce')}</p>
      <div className="flex justify-end">
        <Button
          type="button"
          variant="outline"
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(created.share.id, {
              onSuccess: () => {
                notify(t('shares.list.revoked'), { variant: 'success' });
                onRevoked();
              },
              onError: (error) => notify(error.message, { variant: 'error' }),
            })
          }
        >
          <Ban aria-hidden />
          {t('shares.list.revoke')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Creates a shared link to a comparison, photos or a drive item: expiry (7 days by default, up to 90), an
 * optional password, download and the patient's name off unless ticked. Pro plans only.
 */
export function ShareDialog({
  request,
  plan,
  onClose,
}: {
  request: ShareDialogRequest;
  plan: SharePlanAccess;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateShare();
  const [days, setDays] = useState<number>(SHARE_DEFAULT_EXPIRY_DAYS);
  const [password, setPassword] = useState('');
  const [allowDownload, setAllowDownload] = useState(false);
  const [showName, setShowName] = useState(false);
  const expiryId = useId();
  const passwordId = useId();
  const tooShort = password.length > 0 && password.length < SHARE_PASSWORD_MIN;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooShort) return;
    create.mutate({
      kind: request.kind,
      ...(request.kind === 'comparison'
        ? { comparison_id: request.comparisonId }
        : request.kind === 'drive'
          ? { drive_item_id: request.driveItemId }
          : { photo_ids: [...request.photoIds] }),
      expires_in_days: days,
      password: password || null,
      allow_download: allowDownload,
      show_patient_name: showName,
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('app.close')} data-testid="share-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Link2 aria-hidden className="size-5" />
            {t('shares.dialog.title')}
          </DialogTitle>
          <DialogDescription>
            {request.kind === 'comparison'
              ? t('shares.dialog.comparison')
              : request.kind === 'drive'
                ? t('shares.dialog.drive', { name: request.name })
                : t('shares.dialog.photos', { count: request.photoIds.length })}
          </DialogDescription>
        </DialogHeader>
        {plan === 'checking' ? (
          <Spinner label={t('guards.checkingSubscription')} />
        ) : plan === 'locked' ? (
          <ProRequired />
        ) : create.data ? (
          <CreatedLink created={create.data} onRevoked={onClose} />
        ) : (
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={expiryId}>{t('shares.dialog.expiry')}</Label>
              <NativeSelect
                id={expiryId}
                value={days}
                onChange={(event) => setDays(Number(event.target.value))}
              >
                {SHARE_EXPIRY_CHOICES_DAYS.map((value) => (
                  <option key={value} value={value}>
                    {t('shares.dialog.days', { count: value })}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={passwordId}>{t('shares.dialog.password')}</Label>
              <Input
                id={passwordId}
                type="password"
                autoComplete="new-password"
                maxLength={SHARE_PASSWORD_MAX}
                value={password}
                aria-invalid={tooShort}
                aria-describedby={`${passwordId}-hint`}
                onChange={(event) => setPassword(event.target.value)}
              />
              <p
                id={`${passwordId}-hint`}
                className={tooShort ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
              >
                {t('shares.dialog.passwordHint', { min: SHARE_PASSWORD_MIN })}
              </p>
            </div>
            <SwitchField
              label={t('shares.dialog.download')}
              checked={allowDownload}
              onCheckedChange={setAllowDownload}
              switchAt="end"
            />
            {request.kind === 'drive' ? null : (
              <SwitchField
                label={t('shares.dialog.showName')}
                checked={showName}
                onCheckedChange={setShowName}
                switchAt="end"
              />
            )}
            {create.error ? (
              <p role="alert" className="text-sm text-destructive">
                {isApiError(create.error)
                  ? create.error.message
                  : translateErrorCode('request.internal')}
              </p>
            ) : null}
            <div className="flex justify-end">
              <Button
                type="submit"
                disabled={create.isPending || tooShort}
                data-testid="share-create"
              >
                {create.isPending ? <Spinner size="sm" /> : <Link2 aria-hidden />}
                {t('shares.dialog.create')}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
