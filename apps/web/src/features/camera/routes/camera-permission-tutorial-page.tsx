import { CameraOff, ImageUp, RotateCcw, ShieldCheck, VideoOff } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { openImportDialog } from '@/lib/import-dialog';
import { BrowserPermissionHelp } from '../components/browser-permission-help';
import {
  detectBrowserHelp,
  orderedBrowserHelp,
  safeCameraReturnPath,
} from '../lib/permission-tutorial';
import { addCameraTexts } from '../i18n/add-camera-texts';

const whyKeys = ['capture', 'direct', 'scope'] as const;

/**
 * Reached when the camera page could not open the camera. Says why the camera is needed, how
 * to allow it in the practitioner's own browser (opened first), and offers a retry or an
 * import instead.
 */
export function CameraPermissionTutorialPage() {
  addCameraTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const state = location.state as { from?: unknown } | null;
  const returnPath = safeCameraReturnPath(searchParams.get('from') ?? state?.from);
  const noCamera = searchParams.get('reason') === 'no-camera';
  const detected = useMemo(
    () =>
      detectBrowserHelp({
        userAgent: navigator.userAgent,
        maxTouchPoints: navigator.maxTouchPoints,
      }),
    [],
  );

  const importInstead = () => {
    void navigate(paths.home);
    openImportDialog({ kind: 'general', origin: 'sidebar' });
  };

  const actions = (
    // Sticky on phones, so retrying after the settings change needs no scrolling back.
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-border bg-background/90 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:static sm:mx-0 sm:flex-row sm:gap-3 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
      <Button size="lg" onClick={() => void navigate(returnPath)}>
        <RotateCcw aria-hidden />
        {t('cameraTutorial:retry')}
      </Button>
      <Button size="lg" variant="outline" onClick={importInstead}>
        <ImageUp aria-hidden />
        {t('cameraTutorial:importInstead')}
      </Button>
    </div>
  );

  const noCameraNote = (
    <Card
      data-testid="camera-tutorial-no-camera"
      className={noCamera ? 'border-amber-500/40 bg-amber-500/10' : 'bg-card/80'}
    >
      <CardContent className="flex gap-3 pt-5 sm:pt-6">
        <VideoOff
          aria-hidden
          className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400"
        />
        <div className="min-w-0">
          <h2 className="font-semibold">{t('cameraTutorial:noCameraTitle')}</h2>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
            {t('cameraTutorial:noCameraText')}
          </p>
        </div>
      </CardContent>
    </Card>
  );

  return (
    <section
      data-testid="page-camera-permission-tutorial"
      className="mx-auto flex w-full max-w-3xl flex-col gap-6"
    >
      <div className="flex flex-col gap-3">
        <PageHeading icon={CameraOff} title={t('cameraTutorial:title')} />
        <p className="text-base leading-relaxed text-muted-foreground">
          {noCamera ? t('cameraTutorial:noCameraIntro') : t('cameraTutorial:deniedIntro')}
        </p>
      </div>

      {noCamera ? noCameraNote : null}

      <Card className="bg-card/80 backdrop-blur">
        <CardHeader className="pb-3 sm:pb-3">
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck aria-hidden className="size-5 text-primary" />
            {t('cameraTutorial:whyTitle')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-2 text-sm leading-relaxed text-muted-foreground">
            {whyKeys.map((key) => (
              <li key={key} className="flex gap-2">
                <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
                {t(`cameraTutorial:why.${key}`)}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <div className="flex flex-col gap-3">
        <div>
          <h2 className="text-lg font-semibold tracking-tight">{t('cameraTutorial:howTitle')}</h2>
          <p className="text-sm text-muted-foreground">{t('cameraTutorial:howHint')}</p>
        </div>
        <BrowserPermissionHelp order={orderedBrowserHelp(detected)} detected={detected} />
      </div>

      {noCamera ? null : noCameraNote}

      {actions}
    </section>
  );
}
