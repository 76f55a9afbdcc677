import type { PatientRecord } from '@photodossier/domain/patient';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
    <>
      <Button
        type="button"
        variant="outline"
        className="text-destructive hover:text-destructive"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden />
        {t('patients.details.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
        title={t('patients.delete.title')}
        description={<p>{t('patients.delete.text', { name: patientFullName(patient) })}</p>}
        cancelLabel={t('patients.delete.cancel')}
        confirmLabel={
          remove.isPending ? t('patients.delete.deleting') : t('patients.delete.confirm')
        }
        confirmIcon={<Trash2 aria-hidden />}
        pending={remove.isPending}
      />
    </>
  );
}
