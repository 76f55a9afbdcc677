import { UserPlus, UserRoundSearch, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ImportDialogModel } from '../hooks/use-import-dialog';

// Phones: the footer's actions two by two, a long label wrapping rather than overflowing.
const footerButton = 'h-auto min-h-10 whitespace-normal py-2 leading-tight max-sm:[&_svg]:hidden';

/** Close, and, outside the quick mode, the actions on every photo still to file. */
export function ImportDialogFooter({ dialog }: { dialog: ImportDialogModel }) {
  const { t } = useTranslation();
  const everyPhoto = dialog.hasPhotos && !dialog.quick;
  const none = dialog.allIds.length === 0;
  return (
    <footer
      data-testid="import-dialog-footer"
      className="grid grid-cols-2 gap-2 border-t border-border bg-muted/30 px-4 py-3 sm:flex sm:flex-wrap sm:items-center sm:px-6"
    >
      <Button
        type="button"
        variant="outline"
        onClick={dialog.close}
        className={cn(footerButton, !everyPhoto && 'col-span-2')}
      >
        {t('importDialog.footer.close')}
      </Button>
      {everyPhoto ? (
        <>
          <Button
            type="button"
            disabled={none}
            onClick={dialog.assignAllManually}
            className={cn(footerButton, 'sm:ml-auto')}
          >
            <UserRoundSearch aria-hidden />
            {t('importDialog.footer.assignManually')}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={none}
            onClick={dialog.newPatientForAll}
            className={footerButton}
          >
            <UserPlus aria-hidden />
            {t('importDialog.footer.newPatient')}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={none}
            onClick={dialog.saveAllWithoutPatient}
            className={footerButton}
          >
            <UserX aria-hidden />
            {t('importDialog.footer.saveWithoutPatient')}
          </Button>
        </>
      ) : null}
    </footer>
  );
}
