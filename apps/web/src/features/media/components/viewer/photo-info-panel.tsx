import type { PhotoPatch, PhotoRecord } from '@photodossier/domain/media-record';
import { photoFileUrls } from '@photodossier/domain/photo-urls';
import { formatDate, formatSize } from '@/lib/format';
import { Download, UserRoundPen, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateDisplay } from '@/lib/date-display';
import { Button } from '@/components/ui/button';
import { PatientPickerDialog } from './patient-picker-dialog';
import { TagsField } from './tags-field';
import { ZoneField } from './zone-field';
import { DurationText } from '@/components/duration-text';

type PhotoInfoPanelProps = {
  id: string;
  photo: PhotoRecord;
  /** "Marie Dupont" or "Non assigné"; null while the patient loads. */
  patientName: string | null;
  /** The generated file name of spec 01 §3, null while the patient loads. */
  downloadName: string | null;
  patientId: string | null;
  onUpdate: (patch: PhotoPatch) => Promise<void>;
  onHide: () => void;
};

function Detail({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'col-span-2 grid gap-0.5' : 'grid gap-0.5'}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

function resolution(photo: PhotoRecord): string | null {
  if (photo.media_type === 'video') return photo.video_resolution?.replace('x', ' × ') ?? null;
  return photo.width && photo.height ? `${photo.width} × ${photo.height}` : null;
}

/** What is known about the photo, and the fields a practitioner corrects from the viewer. */
export function PhotoInfoPanel({
  id,
  photo,
  patientName,
  downloadName,
  patientId,
  onUpdate,
  onHide,
}: PhotoInfoPanelProps) {
  const { t } = useTranslation();
  const [pickerOpen, setPickerOpen] = useState(false);
  const dates = useDateDisplay();
  const size = resolution(photo);

  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-testid="photo-info-panel"
      className="flex flex-col gap-5 overflow-y-auto bg-card p-5 text-card-foreground"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-base font-semibold">
          {t('viewer.panel.title')}
        </h3>
        {/* On phones the panel covers the photo: a way to put it away where the eye is. */}
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="-my-2 -mr-2 md:hidden"
          aria-label={t('viewer.panel.hide')}
          title={t('viewer.panel.hide')}
          onClick={onHide}
        >
          <X aria-hidden />
        </Button>
      </div>

      <div className="grid gap-2">
        <p className="text-xs font-medium text-muted-foreground">{t('viewer.panel.patient')}</p>
        <div className="flex items-center justify-between gap-2">
          <p className="truncate text-sm font-medium" data-testid="photo-patient-name">
            {patientName ?? t('viewer.panel.loadingPatient')}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => setPickerOpen(true)}>
            <UserRoundPen aria-hidden />
            {t('viewer.panel.changePatient')}
          </Button>
        </div>
      </div>

      <ZoneField value={photo.zone_traitee} onSave={(zone) => onUpdate({ zone_traitee: zone })} />
      <TagsField tags={photo.tags} onSave={(tags) => onUpdate({ tags })} />

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Detail wide label={t('viewer.panel.date')}>
          {formatDate(photo.date_prise, dates, { style: 'long', time: true })}
        </Detail>
        <Detail wide label={t('viewer.panel.fileName')}>
          {photo.filename}
        </Detail>
        <Detail label={t('viewer.panel.size')}>
          {formatSize(photo.file_size, dates.language)}
        </Detail>
        <Detail label={t('viewer.panel.type')}>{photo.file_type}</Detail>
        {size ? <Detail label={t('viewer.panel.resolution')}>{size}</Detail> : null}
        {photo.media_type === 'video' ? (
          <Detail label={t('viewer.panel.duration')}>
            <DurationText seconds={photo.duration} />
          </Detail>
        ) : null}
        {photo.media_type === 'video' && photo.video_fps ? (
          <Detail label={t('viewer.panel.fps')}>{Math.round(photo.video_fps)}</Detail>
        ) : null}
      </dl>

      <div className="grid gap-2 border-t border-border pt-4">
        <dl>
          <Detail label={t('viewer.panel.downloadName')}>
            <span data-testid="photo-download-name">{downloadName ?? '…'}</span>
          </Detail>
        </dl>
        <Button asChild variant="secondary">
          <a href={photoFileUrls.download(photo.id)} download={downloadName ?? true}>
            <Download aria-hidden />
            {t('viewer.download')}
          </a>
        </Button>
      </div>

      {pickerOpen ? (
        <PatientPickerDialog
          open
          onOpenChange={setPickerOpen}
          currentPatientId={patientId}
          onChoose={(patient) => void onUpdate({ patient_id: patient }).catch(() => {})}
        />
      ) : null}
    </section>
  );
}
