import { SD_TUTORIAL_STEPS } from '@photodossier/domain/tutorial-timings';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { addAutoImportTexts } from './i18n/add-auto-import-texts';
import { TutorialShell } from './tutorial-shell';
import { useSdTutorial } from './use-sd-tutorial';

/** "Guide d'import depuis carte SD/USB": four steps to a card the SD tab can read. */
export function SdTutorialDialog({
  onComplete,
}: {
  onComplete: (folder: FileSystemDirectoryHandle | null) => void;
}) {
  addAutoImportTexts();
  const { t } = useTranslation();
  const tutorial = useSdTutorial({ onComplete });
  const { analysis } = tutorial;

  return (
    <TutorialShell
      testId="sd-tutorial"
      title={t('autoImport:sdTutorial.title')}
      steps={SD_TUTORIAL_STEPS.map((id) => ({
        id,
        title: t(`autoImport:sdTutorial.steps.${id}.title`),
        description: t(`autoImport:sdTutorial.steps.${id}.description`),
        category: id === 'connect-sdcard' ? 'device' : 'product',
      }))}
      totalSteps={SD_TUTORIAL_STEPS.length}
      current={tutorial.index}
      onJump={tutorial.goTo}
      onPrevious={() => tutorial.goTo(tutorial.index - 1)}
      onNext={() => tutorial.goTo(tutorial.index + 1)}
      onFinish={() => onComplete(tutorial.folder)}
      onClose={() => onComplete(null)}
    >
      {tutorial.step === 'connect-sdcard' ? (
        <Button type="button" className="w-fit" onClick={() => tutorial.goTo(1)}>
          {t('autoImport:sdTutorial.connected')}
        </Button>
      ) : null}
      {tutorial.step === 'select-folder' ? (
        <div className="flex flex-col gap-3">
          <Button type="button" className="w-fit" onClick={() => void tutorial.selectFolder()}>
            {t('autoImport:sd.select')}
          </Button>
          {analysis ? (
            <div
              data-testid="sd-tutorial-folder"
              className="rounded-xl border border-border p-3 text-sm"
            >
              <p className="font-medium">
                {analysis.name} · {t('autoImport:sd.photoCount', { count: analysis.photos.length })}
              </p>
              <p
                className={
                  analysis.isCamera
                    ? 'text-emerald-700 dark:text-emerald-300'
                    : 'text-amber-700 dark:text-amber-300'
                }
              >
                {analysis.isCamera
                  ? t('autoImport:sd.cameraDetected')
                  : t('autoImport:sd.notCamera')}
              </p>
            </div>
          ) : null}
        </div>
      ) : null}
      {tutorial.step === 'test-photos' ? (
        <div
          role="status"
          data-testid="sd-tutorial-test"
          data-state={tutorial.test.kind}
          className="flex flex-col gap-2 text-sm"
        >
          {tutorial.test.kind === 'testing' ? (
            <p className="flex items-center gap-2">
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
              {t('autoImport:sdTutorial.testing')}
            </p>
          ) : null}
          {tutorial.test.kind === 'passed' ? (
            <p className="flex items-center gap-2 font-medium text-emerald-700 dark:text-emerald-300">
              <CircleCheck aria-hidden className="size-4" />
              {t('autoImport:sdTutorial.testPassed', { count: tutorial.test.count })}
            </p>
          ) : null}
          {tutorial.test.kind === 'idle' ? (
            <Button
              type="button"
              variant="outline"
              className="w-fit"
              onClick={() => void tutorial.runTest()}
            >
              {t('autoImport:sdTutorial.runTest')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {tutorial.step === 'success' ? (
        <div data-testid="sd-tutorial-success" className="flex flex-col gap-2 text-sm">
          <p className="flex items-center gap-2 text-base font-semibold text-emerald-700 dark:text-emerald-300">
            <CircleCheck aria-hidden className="size-5" />
            {t('autoImport:sdTutorial.done')}
          </p>
          <p className="text-muted-foreground">{t('autoImport:sdTutorial.nextSteps')}</p>
        </div>
      ) : null}
    </TutorialShell>
  );
}
