import type { TextKey } from '@/lib/i18n/keys';
import {
  CheckCircle2,
  ChevronRight,
  MessageSquareText,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { dialogFactors, type DialogFactor } from '../lib/mfa-factors';
import type { MfaSetupLocationState } from '../lib/mfa-return-path';

const methods: Record<
  DialogFactor,
  { icon: LucideIcon; titleKey: TextKey; descriptionKey: TextKey; path: string }
> = {
  totp: {
    icon: Smartphone,
    titleKey: 'mfa.dialog.totpTitle',
    descriptionKey: 'mfa.dialog.totpDescription',
    path: paths.setupMfaTotp,
  },
  phone: {
    icon: MessageSquareText,
    titleKey: 'mfa.dialog.smsTitle',
    descriptionKey: 'mfa.dialog.smsDescription',
    path: paths.setupMfaSms,
  },
};

type MfaMethodDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The factors already enrolled (totp, phone). */
  enrolled: readonly DialogFactor[];
};

/**
 * Spec 02 §2.11: the authenticator app and SMS (the security-key route exists but is not
 * offered here). "Sécurisez votre compte" with "Configurer plus tard" when nothing is enrolled,
 * "Gérer la 2FA" with Fermer otherwise; enrolled methods say "Déjà configuré".
 */
export function MfaMethodDialog({ open, onOpenChange, enrolled }: MfaMethodDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const managing = enrolled.length > 0;
  const allEnrolled = dialogFactors.every((factor) => enrolled.includes(factor));

  const choose = (factor: DialogFactor) => {
    onOpenChange(false);
    const state: MfaSetupLocationState = { from: `${location.pathname}${location.search}` };
    void navigate(methods[factor].path, { state });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('mfa.dialog.close')}>
        <DialogHeader>
          <DialogTitle>
            {managing ? t('mfa.dialog.manageTitle') : t('mfa.dialog.secureTitle')}
          </DialogTitle>
          <DialogDescription>
            {managing ? t('mfa.dialog.manageDescription') : t('mfa.dialog.secureDescription')}
          </DialogDescription>
        </DialogHeader>

        <ul className="flex flex-col gap-3">
          {dialogFactors.map((factor) => {
            const { icon: Icon, titleKey, descriptionKey } = methods[factor];
            const isEnrolled = enrolled.includes(factor);
            const body = (
              <>
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium">{t(titleKey)}</span>
                  <span className="text-sm text-muted-foreground">{t(descriptionKey)}</span>
                </span>
              </>
            );
            return (
              <li key={factor}>
                {isEnrolled ? (
                  <div className="flex items-center gap-3 rounded-xl border border-border bg-muted/40 p-3">
                    {body}
                    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
                      <CheckCircle2 aria-hidden className="size-3.5" />
                      {t('mfa.dialog.alreadyConfigured')}
                    </span>
                  </div>
                ) : (
                  <button
                    type="button"
                    onClick={() => choose(factor)}
                    className="flex w-full items-center gap-3 rounded-xl border border-border bg-card p-3 text-left transition-colors hover:border-primary/40 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {body}
                    <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                  </button>
                )}
              </li>
            );
          })}
        </ul>

        {allEnrolled ? (
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-700 dark:text-emerald-300">
            <CheckCircle2 aria-hidden className="size-4" />
            {t('mfa.dialog.allConfigured')}
          </p>
        ) : null}

        <DialogFooter>
          <DialogClose asChild>
            <Button variant={managing ? 'default' : 'ghost'}>
              {managing ? t('mfa.dialog.close') : t('mfa.dialog.later')}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
