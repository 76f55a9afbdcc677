import {
  DATE_FILTERS,
  CUSTOM_HOURS,
  LATEST_GROUP_MINUTES,
} from '@photodossier/domain/date-filter-limits';
import { normalizeCustomHours } from '@photodossier/domain/date-filters';
import type { SdCardSettings } from '@photodossier/domain/user-settings';
import { CircleAlert, FolderCheck, HardDrive } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Progress } from '@/components/ui/progress';
import { Slider } from '@/components/ui/slider';
import { Spinner } from '@/components/ui/spinner';
import { SwitchField } from '@/components/ui/switch-field';
import { cn } from '@/lib/cn';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { supportsDirectoryPicker } from './file-system-access';
import { addAutoImportTexts } from './i18n/add-auto-import-texts';
import { SdTutorialDialog } from './sd-tutorial-dialog';
import { layoutButtonSize, layoutFrame, type SettingsLayout } from './settings-layout';
import { useSdCard, type SdWatchState } from './use-sd-card';

const WATCH_STATE_TEXTS = {
  on: 'autoImport:sd.watchOn',
  paused: 'autoImport:sd.watchPaused',
  off: 'autoImport:sd.watchOff',
  waiting: 'autoImport:sd.watchWaiting',
  access: 'autoImport:sd.watchAccess',
} as const satisfies Record<SdWatchState, string>;

type SdCardSectionProps = {
  userId: string;
  layout: SettingsLayout;
  settings: SdCardSettings;
  save: (values: Partial<Omit<SdCardSettings, 'lastModified'>>) => Promise<void>;
  onImport: (files: File[]) => void;
};

function ExtensionToggles({
  title,
  extensions,
  enabled,
  onToggle,
}: {
  title: string;
  extensions: readonly string[];
  enabled: ReadonlySet<string>;
  onToggle: (extension: string, on: boolean) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <legend className="mb-1 text-xs font-medium text-muted-foreground">{title}</legend>
      {extensions.map((extension) => (
        <label key={extension} className="inline-flex items-center gap-1.5">
          <Checkbox
            checked={enabled.has(extension)}
            onCheckedChange={(checked) => onToggle(extension, checked === true)}
          />
          {extension}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The SD-card settings (spec 02 §2.4, §4.2): read a card, filter by date, import, watch. Three
 * layouts: `card` and `inline` show everything; `compact` keeps the card, its filter, the import
 * and the watch's pause, and leaves the scan options and the tutorial to the other two.
 */
export function SdCardSection({ userId, layout, settings, save, onImport }: SdCardSectionProps) {
  addAutoImportTexts();
  const { t } = useTranslation();
  const display = useDateDisplay();
  const id = useId();
  const card = useSdCard({ userId, settings, save, onImport });
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const [tutorialOpen, setTutorialOpen] = useState(false);
  const { analysis } = card;
  const compact = layout === 'compact';
  const size = layoutButtonSize(layout);

  if (!supportsDirectoryPicker()) {
    return (
      <p className="flex gap-2.5 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100">
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('errors:folder.picker_unsupported')}
      </p>
    );
  }

  return (
    <section
      data-testid="sd-card-section"
      data-connection={card.connection}
      data-watch={card.watchState}
      data-layout={layout}
      aria-labelledby={`${id}-title`}
      aria-busy={card.loading}
      className={layoutFrame(layout, compact ? undefined : 'gap-4')}
    >
      <div className="flex items-center gap-2.5">
        <HardDrive
          aria-hidden
          className={cn('shrink-0 text-primary', compact ? 'size-4' : 'size-5')}
        />
        <div>
          <h3 id={`${id}-title`} className="text-sm font-semibold">
            {t('autoImport:sd.title')}
          </h3>
          {compact ? null : (
            <p className="text-xs text-muted-foreground">{t('autoImport:sd.intro')}</p>
          )}
        </div>
      </div>

      {card.loading ? (
        <Spinner
          size={compact ? 'sm' : 'md'}
          label={t('autoImport:sd.loading')}
          className={compact ? 'py-3' : 'py-8'}
        />
      ) : null}

      {card.loading || compact ? null : (
        <div className="flex flex-col gap-2 rounded-xl border border-border p-3">
          <SwitchField
            label={t('autoImport:sd.dcimOnly')}
            checked={card.dcimOnly}
            onCheckedChange={card.setDcimOnly}
            switchAt="end"
          />
          <ExtensionToggles
            title={t('autoImport:sd.images')}
            extensions={card.imageExtensions}
            enabled={card.extensions}
            onToggle={card.toggleExtension}
          />
          <ExtensionToggles
            title={t('autoImport:sd.videos')}
            extensions={card.videoExtensions}
            enabled={card.extensions}
            onToggle={card.toggleExtension}
          />
        </div>
      )}

      {card.loading ? null : (
        <div className="flex flex-wrap gap-2">
          {compact ? null : (
            <Button type="button" variant="outline" onClick={() => setTutorialOpen(true)}>
              {t('autoImport:sdTutorial.open')}
            </Button>
          )}
          <Button
            type="button"
            size={size}
            onClick={() => void card.select()}
            disabled={card.progress !== null}
          >
            {card.handle ? t('autoImport:sd.change') : t('autoImport:sd.select')}
          </Button>
          {/* Photos added since the last read only show once the card is read again. */}
          {card.handle && card.progress === null ? (
            <Button type="button" size={size} variant="outline" onClick={() => void card.reread()}>
              {analysis ? t('autoImport:sd.reread') : t('autoImport:sd.read')}
            </Button>
          ) : null}
        </div>
      )}

      {card.progress ? (
        <div role="status" className="flex flex-col gap-1.5 text-sm">
          <span>{t('autoImport:sd.analysing')}</span>
          <Progress value={card.progress.done} max={Math.max(card.progress.total, 1)} />
          <span className="text-xs text-muted-foreground">
            {t('autoImport:sd.analysingProgress', card.progress)}
          </span>
        </div>
      ) : null}

      {/* Unknown while the card cannot be read: its presence is not known then. */}
      {card.handle && card.connection !== 'unknown' ? (
        <p
          data-testid="sd-connection"
          className={cn(
            'inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium',
            card.connection === 'connected'
              ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-100'
              : 'bg-muted text-muted-foreground',
          )}
        >
          {card.connection === 'connected'
            ? t('autoImport:sd.connected')
            : t('autoImport:sd.waiting')}
        </p>
      ) : null}

      {analysis ? (
        <div data-testid="sd-card-analysis" className="flex flex-col gap-3">
          <div className="rounded-xl border border-border p-3 text-sm">
            <p className="flex items-center gap-2 font-medium">
              <FolderCheck aria-hidden className="size-4" />
              {analysis.name} · {t('autoImport:sd.photoCount', { count: analysis.photos.length })}
            </p>
            <p
              data-testid="sd-card-kind"
              className={
                analysis.isCamera
                  ? 'text-emerald-700 dark:text-emerald-300'
                  : 'text-amber-700 dark:text-amber-300'
              }
            >
              {analysis.isCamera ? t('autoImport:sd.cameraDetected') : t('autoImport:sd.notCamera')}
            </p>
            {analysis.dateRange && !compact ? (
              <p className="text-muted-foreground">
                {t('autoImport:sd.dateRange', {
                  from: formatDate(analysis.dateRange.from, display, { time: true }),
                  to: formatDate(analysis.dateRange.to, display, { time: true }),
                })}
              </p>
            ) : null}
          </div>

          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-filter`}>{t('autoImport:sd.filter')}</Label>
            <NativeSelect
              id={`${id}-filter`}
              value={card.filter.filter}
              onChange={(event) => {
                const value = DATE_FILTERS.find((filter) => filter === event.target.value);
                if (value) card.setFilter({ filter: value });
              }}
            >
              {DATE_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {t(`autoImport:sd.filters.${filter}`)}
                </option>
              ))}
            </NativeSelect>
            {card.filter.filter === 'customHours' ? (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-hours`}>{t('autoImport:sd.customHours')}</Label>
                <Input
                  id={`${id}-hours`}
                  type="number"
                  inputMode="numeric"
                  min={CUSTOM_HOURS.min}
                  max={CUSTOM_HOURS.max}
                  value={card.filter.customHours}
                  onChange={(event) =>
                    card.setFilter({ customHours: normalizeCustomHours(event.target.value) })
                  }
                />
              </div>
            ) : null}
            {card.filter.filter === 'latestGroup' ? (
              <div className="flex flex-col gap-2">
                <span id={`${id}-minutes`} className="text-sm">
                  {t('autoImport:sd.latestGroupMinutes', {
                    minutes: card.filter.latestGroupMinutes,
                  })}
                </span>
                <Slider
                  aria-labelledby={`${id}-minutes`}
                  thumbLabel={t('autoImport:sd.latestGroupMinutes', {
                    minutes: card.filter.latestGroupMinutes,
                  })}
                  min={LATEST_GROUP_MINUTES.min}
                  max={LATEST_GROUP_MINUTES.max}
                  step={1}
                  value={[card.filter.latestGroupMinutes]}
                  onValueChange={([minutes]) => {
                    if (minutes !== undefined) card.setFilter({ latestGroupMinutes: minutes });
                  }}
                />
              </div>
            ) : null}
            <p data-testid="sd-selected-count" className="text-sm text-muted-foreground">
              {t('autoImport:sd.selected', { count: card.selected.length })}
            </p>
            {/* A card pulled out keeps its last reading on screen, but its files cannot be read. */}
            <Button
              type="button"
              disabled={card.connection === 'waiting'}
              onClick={card.importSelected}
            >
              {t('autoImport:sd.import', { count: card.selected.length })}
            </Button>
          </div>
        </div>
      ) : null}

      {card.handle ? (
        <div
          data-testid="sd-watch"
          className="flex flex-col gap-2 rounded-xl border border-border p-3 text-sm"
        >
          <p className="font-medium">{t('autoImport:sd.watchTitle')}</p>
          <p data-testid="sd-watch-state" className="text-muted-foreground">
            {t(WATCH_STATE_TEXTS[card.watchState])}
          </p>
          {compact ? null : (
            <SwitchField
              label={t('autoImport:sd.autoImport')}
              checked={settings.autoImportEnabled}
              onCheckedChange={(checked) => void save({ autoImportEnabled: checked })}
              switchAt="end"
            />
          )}
          <div className="flex flex-wrap gap-2">
            {card.watchState === 'access' ? (
              <Button type="button" size={size} onClick={() => void card.startWatch()}>
                {t('autoImport:sd.grantAccess')}
              </Button>
            ) : null}
            {card.watchState === 'on' ||
            card.watchState === 'waiting' ||
            card.watchState === 'access' ? (
              <Button
                type="button"
                size={size}
                variant="outline"
                onClick={() => void card.pauseWatch()}
              >
                {t('autoImport:sd.pause')}
              </Button>
            ) : (
              <Button
                type="button"
                size={size}
                variant="outline"
                onClick={() => void card.startWatch()}
              >
                {card.watchState === 'paused'
                  ? t('autoImport:sd.resume')
                  : t('autoImport:sd.start')}
              </Button>
            )}
            <Button
              type="button"
              size={size}
              variant="ghost"
              className="text-destructive"
              onClick={() => setConfirmingRemoval(true)}
            >
              {t('autoImport:sd.remove')}
            </Button>
          </div>
        </div>
      ) : null}

      {tutorialOpen ? (
        <SdTutorialDialog
          onComplete={(folder) => {
            setTutorialOpen(false);
            if (folder) void card.adopt(folder);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirmingRemoval}
        onCancel={() => setConfirmingRemoval(false)}
        onConfirm={() => {
          setConfirmingRemoval(false);
          void card.removeConfiguration();
        }}
        title={t('autoImport:sd.remove')}
        description={t('autoImport:sd.removeText', { name: card.handle?.name ?? '' })}
        confirmLabel={t('autoImport:sd.removeConfirm')}
        cancelLabel={t('autoImport:sd.cancel')}
        data-testid="remove-sd-card-dialog"
      />
    </section>
  );
}
