import { ZONE_TRAITEE_MAX } from '@photodossier/domain/media-record';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useFieldDraft } from './use-field-draft';

type ZoneFieldProps = {
  value: string;
  onSave: (zone: string) => Promise<void>;
};

/** The treated zone, saved when the field is left or Enter is pressed. */
export function ZoneField({ value, onSave }: ZoneFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const { draft, setDraft, confirm, isDirty } = useFieldDraft(value);
  // Enter then leaving the field would otherwise send the same value twice.
  const sending = useRef<string | null>(null);

  async function save() {
    const zone = draft.trim();
    if (!isDirty || sending.current === zone) return;
    sending.current = zone;
    setDraft(zone);
    try {
      await onSave(zone);
      confirm(zone);
    } catch {
      // The toast is already up; the field keeps what was typed for another try.
    } finally {
      sending.current = null;
    }
  }

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('viewer.panel.zone')}</Label>
      <Input
        id={id}
        value={draft}
        maxLength={ZONE_TRAITEE_MAX}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void save();
          }
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('viewer.panel.zoneHint')}
      </p>
    </div>
  );
}
