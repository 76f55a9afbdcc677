import { Camera, CircleAlert, Loader2, RotateCcw, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useOnlineCameras } from '../api/get-online-cameras';
import { OnlineCameraList } from '../components/online-camera-list';
import { RemoteShutterControls } from '../components/remote-shutter-controls';
import { useCameraRemote } from '../hooks/use-camera-remote';

/**
 * The remote shutter (decision 0023): this device drives the camera page open on another
 * device of the same account, e.g. a tablet on a tripod.
 */
export function CameraControlPage() {
  const { t } = useTranslation();
  const cameras = useOnlineCameras();
  const remote = useCameraRemote();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const items = cameras.data?.items ?? [];
  const target = items.find((camera) => camera.device_id === selectedId) ?? items[0];

  return (
    <section
      data-testid="page-camera-control"
      className="mx-auto flex w-full max-w-xl flex-col gap-6"
    >
      <PageHeading icon={Smartphone} title={t('cameraControl.title')}>
        {t('cameraControl.subtitle')}
      </PageHeading>

      {cameras.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('cameraControl.loading')}
        </p>
      ) : cameras.isError ? (
        <Card className="border-destructive/40">
          <CardContent className="flex flex-col items-start gap-3 pt-5 sm:pt-6">
            <p className="flex items-center gap-2 text-sm text-destructive" role="alert">
              <CircleAlert aria-hidden className="size-4" />
              {t('cameraControl.loadError')}
            </p>
            <Button variant="outline" onClick={() => void cameras.refetch()}>
              <RotateCcw aria-hidden />
              {t('cameraControl.retry')}
            </Button>
          </CardContent>
        </Card>
      ) : target === undefined ? (
        <Card data-testid="camera-control-empty" className="border-dashed bg-card/80 backdrop-blur">
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
              <Camera aria-hidden className="size-7" />
            </span>
            <p className="font-semibold text-balance">{t('cameraControl.empty')}</p>
            <p className="max-w-sm text-sm text-muted-foreground">{t('cameraControl.emptyHint')}</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <Card className="bg-card/80 backdrop-blur">
            <CardHeader className="pb-3 sm:pb-3">
              <CardTitle>{t('cameraControl.camerasTitle')}</CardTitle>
            </CardHeader>
            <CardContent>
              <OnlineCameraList
                cameras={items}
                selectedId={target.device_id}
                onSelect={setSelectedId}
              />
            </CardContent>
          </Card>
          <Card className="bg-card/80 backdrop-blur">
            <CardContent className="py-8">
              <RemoteShutterControls
                status={remote.status}
                recording={remote.recording}
                onCapture={() => void remote.send(target.device_id, 'capture')}
                onToggleVideo={() =>
                  void remote.send(
                    target.device_id,
                    remote.recording ? 'stop_video' : 'start_video',
                  )
                }
              />
            </CardContent>
          </Card>
        </>
      )}
    </section>
  );
}
