import { patientFullName } from '@photodossier/domain/display-names';
import type { PatientRecord } from '@photodossier/domain/patient';
import { ChevronRight, Search, UserRound, UserX, X } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatientSearch } from '@/lib/api/search-patients';
import { addCameraTexts } from '../i18n/add-camera-texts';

/** /camera without a patient: whom the shots are for, or none (unassigned). */
export function CameraPatientChooser({
  onPatient,
  onWithoutPatient,
  onClose,
}: {
  onPatient: (patient: PatientRecord) => void;
  onWithoutPatient: () => void;
  onClose: () => void;
}) {
  addCameraTexts();
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const patients = usePatientSearch(deferred);
  const searchId = useId();
  const items = patients.data?.items ?? [];

  return (
    <div data-testid="camera-chooser" className="flex h-full flex-col overflow-hidden">
      <div className="flex items-center gap-2 px-3 pt-[max(env(safe-area-inset-top),0.75rem)] pb-3 sm:px-5">
        <button
          type="button"
          aria-label={t('cameraCapture:close')}
          onClick={onClose}
          className="flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <div className="mx-auto flex w-full max-w-lg min-h-0 flex-1 flex-col gap-4 px-4 pb-[max(env(safe-area-inset-bottom),1.5rem)]">
        <div>
          <h2 className="text-2xl font-semibold">{t('cameraCapture:chooser.title')}</h2>
          <p className="mt-1 text-sm text-white/70">{t('cameraCapture:chooser.intro')}</p>
        </div>
        <label htmlFor={searchId} className="sr-only">
          {t('cameraCapture:chooser.search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-white/60"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('cameraCapture:chooser.search')}
            className="h-12 w-full rounded-xl border border-white/15 bg-white/10 pr-3 pl-10 text-base text-white placeholder:text-white/50 focus:border-amber-400 focus:outline-none"
          />
        </div>
        <button
          type="button"
          onClick={onWithoutPatient}
          className="flex items-center gap-3 rounded-xl border border-dashed border-white/30 px-4 py-3 text-left hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-400"
        >
          <UserX aria-hidden className="size-5 text-amber-300" />
          <span className="flex flex-1 flex-col">
            <span className="font-medium">{t('cameraCapture:chooser.withoutPatient')}</span>
            <span className="text-xs text-white/60">
              {t('cameraCapture:chooser.withoutPatientHint')}
            </span>
          </span>
          <ChevronRight aria-hidden className="size-4 text-white/50" />
        </button>
        <div className="min-h-0 flex-1 overflow-y-auto">
          {patients.isPending ? (
            <p className="py-6 text-center text-sm text-white/60">
              {t('cameraCapture:chooser.loading')}
            </p>
          ) : items.length === 0 ? (
            <p className="py-6 text-center text-sm text-white/60">
              {t('cameraCapture:chooser.noResult')}
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-white/10">
              {items.map((patient) => (
                <li key={patient.id}>
                  <button
                    type="button"
                    onClick={() => onPatient(patient)}
                    className="flex w-full items-center gap-3 px-2 py-3 text-left hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-400"
                  >
                    <span className="flex size-9 items-center justify-center rounded-full bg-white/10">
                      <UserRound aria-hidden className="size-4" />
                    </span>
                    <span className="flex-1 truncate">{patientFullName(patient)}</span>
                    <ChevronRight aria-hidden className="size-4 text-white/50" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
