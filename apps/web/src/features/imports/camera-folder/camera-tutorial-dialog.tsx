import { CAMERA_BRANDS } from '@photodossier/domain/camera-brands';
import type { MachineSettings } from '@photodossier/domain/user-settings';
import { CircleCheck, ExternalLink, FolderOpen, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { addAutoImportTexts } from './i18n/add-auto-import-texts';
import { TutorialShell } from './tutorial-shell';
import { useCameraTutorial, type CameraTutorialStep } from './use-camera-tutorial';

type CameraTutorialDialogProps = {
  userId: string;
  settings: MachineSettings;
  save: (values: Partial<Omit<MachineSettings, 'lastModified'>>) => Promise<void>;
  onClose: () => void;
};

const DEVICE_STEPS: readonly CameraTutorialStep[] = [
  'brand-selection',
  'connect-camera',
  'configure-destination',
];

/** "Guide de connexion d'appareil photo externe": six steps to a watched camera folder. */
export function CameraTutorialDialog({
  userId,
  settings,
  save,
  onClose,
}: CameraTutorialDialogProps) {
  addAutoImportTexts();
  const { t } = useTranslation();
  const tutorial = useCameraTutorial({ userId, settings, save, onClose });
  const software = tutorial.brand?.software ?? '';
  const folderName = tutorial.folder?.name ?? '';
  const texts = { software, brand: tutorial.brand?.name ?? '', folder: folderName };

  return (
    <TutorialShell
      testId="camera-tutorial"
      title={t('autoImport:cameraTutorial.title')}
      subtitle={t('autoImport:cameraTutorial.subtitle')}
      steps={tutorial.listedSteps.map((id) => ({
        id,
        title: t(`autoImport:cameraTutorial.steps.${id}.title`, texts),
        description: t(`autoImport:cameraTutorial.steps.${id}.description`, texts),
        category: DEVICE_STEPS.includes(id) ? 'device' : 'product',
      }))}
      totalSteps={6}
      current={tutorial.index}
      onJump={tutorial.goTo}
      onPrevious={() => tutorial.goTo(tutorial.index - 1)}
      onNext={() => tutorial.goTo(tutorial.index + 1)}
      onFinish={onClose}
      onClose={onClose}
    >
      {tutorial.step === 'brand-selection' ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {CAMERA_BRANDS.map((brand) => (
            <button
              key={brand.id}
              type="button"
              onClick={() => tutorial.chooseBrand(brand.id)}
              className={cn(
                'flex flex-col items-start rounded-xl border border-border p-3 text-left hover:border-primary',
                tutorial.brand?.id === brand.id && 'border-primary bg-primary/5',
              )}
            >
              <span className="font-semibold">{brand.name}</span>
              <span className="text-xs text-muted-foreground">{brand.software}</span>
            </button>
          ))}
        </div>
      ) : null}
      {tutorial.step === 'create-folder' ? (
        <div className="flex flex-col gap-3">
          <p
            data-testid="tutorial-folder"
            className={cn(
              'flex items-center gap-2 rounded-xl border border-dashed border-border p-3 text-sm',
              tutorial.pulsing && 'animate-pulse border-amber-500 bg-amber-50 dark:bg-amber-400/10',
            )}
          >
            <FolderOpen aria-hidden className="size-4" />
            {folderName || t('autoImport:cameraTutorial.noFolder')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => void tutorial.chooseFolder()}>
              {t('autoImport:cameraTutorial.chooseFolder')}
            </Button>
            <Button type="button" variant="outline" onClick={tutorial.createFolder}>
              {t('autoImport:cameraTutorial.createFolder')}
            </Button>
          </div>
        </div>
      ) : null}
      {tutorial.step === 'download-software' && tutorial.brand ? (
        <Button asChild variant="outline" className="w-fit">
          <a href={tutorial.brand.downloadUrl} target="_blank" rel="noreferrer noopener">
            <ExternalLink aria-hidden />
            {t('autoImport:cameraTutorial.download', texts)}
          </a>
        </Button>
      ) : null}
      {tutorial.step === 'test-final' ? (
        <div role="status" data-testid="tutorial-test" data-state={tutorial.test.kind}>
          {tutorial.test.kind === 'waiting' ? (
            <p className="flex items-center gap-2 text-sm">
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
              {t('autoImport:cameraTutorial.waiting', texts)}
            </p>
          ) : (
            <p className="flex items-center gap-2 text-sm font-medium text-emerald-700 dark:text-emerald-300">
              <CircleCheck aria-hidden className="size-4" />
              {tutorial.test.kind === 'detected'
                ? t('autoImport:cameraTutorial.detected', { name: tutorial.test.name })
                : t('autoImport:cameraTutorial.completed')}
            </p>
          )}
        </div>
      ) : null}
    </TutorialShell>
  );
}
