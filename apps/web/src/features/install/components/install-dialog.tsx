import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import type { InstallPlatform } from '../lib/install-platform';
import { InstallSteps, installTitleKey } from './install-steps';

type InstallDialogProps = {
  platform: InstallPlatform;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** "Installer sur iPhone/iPad" or "Installer sur Android" with the system's steps (§2.10). */
export function InstallDialog({ platform, open, onOpenChange }: InstallDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="install-dialog" closeLabel={t('install.close')}>
        <DialogHeader>
          <DialogTitle>{t(installTitleKey(platform))}</DialogTitle>
          <DialogDescription>{t('install.dialogIntro')}</DialogDescription>
        </DialogHeader>
        <InstallSteps platform={platform} />
        <DialogFooter>
          <Button variant="outline" asChild>
            <Link to={paths.installGuide} onClick={() => onOpenChange(false)}>
              {t('install.guideLink')}
            </Link>
          </Button>
          <Button onClick={() => onOpenChange(false)}>{t('install.understood')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
