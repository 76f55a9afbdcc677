import { DRIVE_NAME_MAX, driveNameSchema } from '@photodossier/domain/drive';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type NameDialogProps = {
  open: boolean;
  title: string;
  label: string;
  submitLabel: string;
  initialName: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (name: string) => void;
};

/** Asks for a folder's or a file's name; what was typed stays when the server refuses it. */
export function NameDialog({
  open,
  title,
  label,
  submitLabel,
  initialName,
  pending,
  onCancel,
  onSubmit,
}: NameDialogProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [name, setName] = useState(initialName);
  useEffect(() => {
    if (open) setName(initialName);
  }, [open, initialName]);
  const valid = driveNameSchema.safeParse(name).success;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (valid && !pending) onSubmit(name.trim());
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent closeLabel={t('app.close')}>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>{label}</Label>
            <Input
              id={inputId}
              value={name}
              maxLength={DRIVE_NAME_MAX}
              autoFocus
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" disabled={!valid || pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
