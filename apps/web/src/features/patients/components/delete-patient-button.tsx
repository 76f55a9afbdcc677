import type { PatientRecord } from '@photodossier/domain/patient';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useDeletePatient } from '../api/delete-patient';
import { patientFullName } from '@photodossier/domain/display-names';

/** Supprimer: asks first, moves the patient to the trash and goes back to the records. */
export function DeletePatientButton({ patient }: { patient: PatientRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeletePatient();

  async function confirm() {
    try {
      await remove.mutateAsync(patient.id);
    } catch {
      notify(t('errors:patient.delete_failed'), { variant: 'destructive' });
      return;
    }
    setOpen(false);
    notify(t('patients.delete.done'), { variant: 'success' });
    await navigate(paths.patients);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden />
          {t('patients.details.delete')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('patients.delete.title')}</DialogTitle>
          <DialogDescription>
            {t('patients.delete.text', { name: patientFullName(patient) })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            disabled={remove.isPending}
            onClick={() => setOpen(false)}
          >
            {t('patients.delete.cancel')}
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => void confirm()}
          >
            <Trash2 aria-hidden />
            {remove.isPending ? t('patients.delete.deleting') : t('patients.delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
