import type { ShareRecord } from '@photodossier/domain/share';
import { Ban, Eye, KeyRound, Download, Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateDisplay } from '@/lib/date-display';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useShares } from '../api/get-shares';
import { useRevokeShare } from '../api/revoke-share';
import { shareExpiryDate } from './share-dates';

const STATUS_STYLES: Record<ShareRecord['status'], string> = {
  active: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300',
  expired: 'bg-muted text-muted-foreground',
  revoked: 'bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-300',
};

function ShareRow({ share, onRevoke }: { share: ShareRecord; onRevoke: () => void }) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  // The server's label first (a comparison's title, a drive item's name); a photo link by how
  // many photos it holds; the kind's name when neither is known.
  const label =
    share.label ||
    (share.photo_count !== null
      ? t('shares.list.photoCount', { count: share.photo_count })
      : share.kind === 'comparison'
        ? t('shares.list.comparison')
        : t('shares.list.photos'));
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-border bg-card p-3 sm:flex-row sm:items-center"
      data-testid="share-row"
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="truncate">{label}</span>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              STATUS_STYLES[share.status],
            )}
          >
            {t(`shares.list.status.${share.status}`)}
          </span>
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1" data-testid="share-views">
            <Eye aria-hidden className="size-3.5" />
            {t('shares.list.views', { count: share.view_count })}
          </span>
          <span>
            {share.status === 'revoked' && share.revoked_at
              ? t('shares.list.revokedOn', {
                  date: shareExpiryDate(share.revoked_at, dates),
                })
              : t(share.status === 'expired' ? 'shares.list.expiredOn' : 'shares.list.expiresOn', {
                  date: shareExpiryDate(share.expires_at, dates),
                })}
          </span>
          {share.has_password ? (
            <span className="inline-flex items-center gap-1">
              <KeyRound aria-hidden className="size-3.5" />
              {t('shares.list.password')}
            </span>
          ) : null}
          {share.allow_download ? (
            <span className="inline-flex items-center gap-1">
              <Download aria-hidden className="size-3.5" />
              {t('shares.list.download')}
            </span>
          ) : null}
        </p>
      </div>
      {share.status === 'active' ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onRevoke}
          data-testid="share-revoke"
        >
          <Ban aria-hidden />
          {t('shares.list.revoke')}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The practitioner's links with their views and expiry, all or one patient's; revoke at once.
 * Level 3 inside a settings section, titled like the section's other parts.
 */
export function ShareLinks({
  patientId,
  headingLevel = 2,
}: {
  patientId: string | null;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const shares = useShares(patientId);
  const revoke = useRevokeShare();
  const [doomed, setDoomed] = useState<ShareRecord | null>(null);
  const items = shares.data?.items ?? [];

  const title = (
    <>
      <Link2 aria-hidden className={headingLevel === 2 ? 'size-5 text-primary' : 'size-4'} />
      {t('shares.list.title')}
    </>
  );
  const body = (
    <>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {shares.isPending ? t('shares.list.loading') : t('shares.list.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((share) => (
            <ShareRow key={share.id} share={share} onRevoke={() => setDoomed(share)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={doomed !== null}
        onCancel={() => setDoomed(null)}
        title={t('shares.list.revokeTitle')}
        description={t('shares.list.revokeText')}
        cancelLabel={t('shares.list.cancel')}
        confirmLabel={t('shares.list.revoke')}
        pending={revoke.isPending}
        onConfirm={() => {
          if (!doomed) return;
          revoke.mutate(doomed.id, {
            onSuccess: () => notify(t('shares.list.revoked'), { variant: 'success' }),
            // The list is not refetched, so the link stays shown as it still is: active.
            onError: (error) => notify(error.message, { variant: 'error' }),
            onSettled: () => setDoomed(null),
          });
        }}
      />
    </>
  );

  // A part of its own on a patient's page: a card like the page's other parts.
  if (headingLevel === 2) {
    return (
      <Card as="section" aria-labelledby={titleId} data-testid="share-links">
        <CardHeader>
          <CardTitle id={titleId} className="flex items-center gap-2">
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">{body}</CardContent>
      </Card>
    );
  }
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3" data-testid="share-links">
      <h3 id={titleId} className="flex items-center gap-2 text-base font-semibold">
        {title}
      </h3>
      {body}
    </section>
  );
}
