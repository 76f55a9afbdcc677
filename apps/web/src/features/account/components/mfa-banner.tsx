import { ShieldAlert, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSession } from '../api/get-session';
import {
  clearStoredDismissals,
  dismissBanner,
  enrolledDialogFactors,
  isBannerDismissed,
  isMfaBannerVisible,
} from '../lib/mfa-factors';
import { MfaMethodDialog } from './mfa-method-dialog';

/**
 * "Action requise" banner of spec 02 §2.11 and §4.12: asks a user without a second factor to
 * turn one on. Activer opens the method dialog; the close control hides it for this session.
 */
export function MfaBanner() {
  const { t } = useTranslation();
  const { session, isPending } = useSession();
  const userId = session?.user.id ?? null;
  const [dismissedUserIds, setDismissedUserIds] = useState<ReadonlySet<string>>(new Set());
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    clearStoredDismissals();
  }, []);

  const dismissed = userId !== null && (dismissedUserIds.has(userId) || isBannerDismissed(userId));
  const visible = isMfaBannerVisible({ isPending, session, dismissed });

  const dismiss = () => {
    if (userId === null) return;
    dismissBanner(userId);
    setDismissedUserIds((previous) => new Set(previous).add(userId));
  };

  return (
    <>
      {visible ? (
        <div
          data-testid="mfa-banner"
          className="mb-6 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 shadow-sm sm:flex-row sm:items-center dark:border-amber-700/60 dark:bg-amber-950/60 dark:text-amber-50"
        >
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <ShieldAlert
              aria-hidden
              className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300"
            />
            <p className="text-sm font-medium">{t('mfa.banner.text')}</p>
          </div>
          <div className="flex items-center gap-2 self-end sm:self-auto">
            <Button size="sm" onClick={() => setDialogOpen(true)}>
              {t('mfa.banner.activate')}
            </Button>
            <Button
              size="icon"
              variant="ghost"
              className="size-9 text-amber-900 hover:bg-amber-100 dark:text-amber-100 dark:hover:bg-amber-900/60"
              aria-label={t('mfa.banner.dismiss')}
              onClick={dismiss}
            >
              <X aria-hidden />
            </Button>
          </div>
        </div>
      ) : null}
      <MfaMethodDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        enrolled={enrolledDialogFactors(session)}
      />
    </>
  );
}
