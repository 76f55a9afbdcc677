import type { SuggestionResponse } from '@photodossier/domain/face-record';
import { photoFileUrls } from '@photodossier/domain/photo-urls';
import { ImageUp, ScanFace } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTestId } from '@/components/page-test-id';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { translateErrorCode } from '@/lib/api-client';
import { detectFaces, isFaceRecognitionAvailable } from '@/lib/face-recognition/face-client';
import { faceErrorToastText } from '@/lib/face-recognition/face-errors';
import type { FaceDetection } from '@/lib/face-recognition/protocol';
import {
  getFaceSuggestions,
  SUGGESTION_MAX_COUNT,
  SUGGESTION_MIN_CONFIDENCE,
} from '@/lib/api/get-face-suggestions';
import { useRecentPhotos } from '../api/get-recent-photos';
import { FaceRegionOverlay } from '../components/face-region-overlay';
import { bestFace } from '../hooks/use-photo-face-suggestions';
import { fetchPhotoImage } from '../lib/photo-image';

type Source = { kind: 'photo'; photoId: string } | { kind: 'file'; file: File };

type Analysis =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'failed'; message: string }
  | {
      state: 'done';
      detection: FaceDetection;
      suggestions: SuggestionResponse['suggestions'] | null;
      totalMs: number;
    };

const formatMs = (ms: number) => `${Math.round(ms)} ms`;

/**
 * /face-debug: runs the app's own recognition on a photo of the user or a local file and shows
 * what it sees: boxes and scores, timings, the backend and the suggestions the server makes.
 */
export function FaceDebugPage() {
  const { t } = useTranslation();
  const fileInputId = useId();
  const recent = useRecentPhotos();
  const [available, setAvailable] = useState<boolean | null>(null);
  const [source, setSource] = useState<Source | null>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [analysis, setAnalysis] = useState<Analysis>({ state: 'idle' });

  useEffect(() => {
    let active = true;
    void isFaceRecognitionAvailable().then((value) => active && setAvailable(value));
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (!source) return;
    let active = true;
    let objectUrl: string | null = null;
    async function run(chosen: Source) {
      setAnalysis({ state: 'running' });
      const started = performance.now();
      try {
        const image = chosen.kind === 'file' ? chosen.file : await fetchPhotoImage(chosen.photoId);
        objectUrl = URL.createObjectURL(image);
        if (active) setImageUrl(objectUrl);
        const detection = await detectFaces(image);
        const face = bestFace(detection);
        const suggestions = face
          ? (
              await getFaceSuggestions({
                embedding: face.embedding,
                min_confidence: SUGGESTION_MIN_CONFIDENCE,
                max_suggestions: SUGGESTION_MAX_COUNT,
                face_region: face.box,
                ...(chosen.kind === 'photo' ? { exclude_photo_id: chosen.photoId } : {}),
              })
            ).suggestions
          : null;
        if (active) {
          setAnalysis({
            state: 'done',
            detection,
            suggestions,
            totalMs: performance.now() - started,
          });
        }
      } catch (error) {
        if (active) {
          setAnalysis({ state: 'failed', message: faceErrorToastText(error, translateErrorCode) });
        }
      }
    }
    void run(source);
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [source]);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) setSource({ kind: 'file', file });
    event.target.value = '';
  }

  const images = (recent.data?.items ?? []).filter((photo) => photo.media_type === 'image');

  return (
    <section
      data-testid={pageTestId('faceDebug')}
      className="mx-auto flex w-full max-w-5xl flex-col gap-6"
    >
      <PageHeading icon={ScanFace} title={t('pages.faceDebug.title')}>
        {t('faces.debug.intro')}
      </PageHeading>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('faces.debug.sourceTitle')}</CardTitle>
          <CardDescription data-testid="face-debug-availability">
            {available === null
              ? t('faces.debug.checking')
              : available
                ? t('faces.debug.available')
                : translateErrorCode('face.service_unavailable')}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div>
            <input
              id={fileInputId}
              type="file"
              accept="image/*"
              className="sr-only"
              data-testid="face-debug-file"
              onChange={onFile}
            />
            <Button asChild variant="outline">
              <label htmlFor={fileInputId} className="cursor-pointer">
                <ImageUp aria-hidden />
                {t('faces.debug.chooseFile')}
              </label>
            </Button>
          </div>
          {images.length > 0 ? (
            <ul
              aria-label={t('faces.debug.recentPhotos')}
              className="grid grid-cols-4 gap-2 sm:grid-cols-8"
            >
              {images.map((photo) => (
                <li key={photo.id}>
                  <button
                    type="button"
                    aria-label={t('faces.debug.analysePhoto', { name: photo.filename })}
                    aria-pressed={source?.kind === 'photo' && source.photoId === photo.id}
                    onClick={() => setSource({ kind: 'photo', photoId: photo.id })}
                    className="block aspect-square w-full overflow-hidden rounded-lg border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-pressed:ring-2 aria-pressed:ring-primary"
                  >
                    <img
                      src={photoFileUrls.thumbnail(photo.id)}
                      alt=""
                      loading="lazy"
                      className="size-full object-cover"
                    />
                  </button>
                </li>
              ))}
            </ul>
          ) : recent.isPending ? null : (
            <p className="text-sm text-muted-foreground">{t('faces.debug.noPhotos')}</p>
          )}
        </CardContent>
      </Card>

      {source ? (
        <Card data-testid="face-debug-result">
          <CardContent className="grid gap-6 pt-5 sm:pt-6 md:grid-cols-2">
            <div className="relative self-start overflow-hidden rounded-lg bg-muted">
              {imageUrl ? (
                <img src={imageUrl} alt={t('faces.debug.imageAlt')} className="block w-full" />
              ) : null}
              {analysis.state === 'done' ? (
                <FaceRegionOverlay
                  regions={analysis.detection.faces.map((face) => face.box)}
                  imageWidth={analysis.detection.imageWidth}
                  imageHeight={analysis.detection.imageHeight}
                  labels={analysis.detection.faces.map((face) =>
                    t('faces.debug.score', { value: Math.round(face.confidence * 100) }),
                  )}
                />
              ) : null}
            </div>
            <div className="flex flex-col gap-4">
              {analysis.state === 'running' ? (
                <Spinner label={t('faces.debug.running')} className="py-8" />
              ) : analysis.state === 'failed' ? (
                <p role="alert" className="text-sm text-destructive">
                  {analysis.message}
                </p>
              ) : analysis.state === 'done' ? (
                <DebugFacts analysis={analysis} />
              ) : null}
            </div>
          </CardContent>
        </Card>
      ) : null}
    </section>
  );
}

function DebugFacts({ analysis }: { analysis: Extract<Analysis, { state: 'done' }> }) {
  const { t } = useTranslation();
  const { detection, suggestions, totalMs } = analysis;
  const facts: [string, string][] = [
    [t('faces.debug.backend'), detection.backend],
    [t('faces.debug.imageSize'), `${detection.imageWidth} × ${detection.imageHeight}`],
    [t('faces.debug.facesFound'), String(detection.faces.length)],
    [t('faces.debug.loadTime'), formatMs(detection.timings.loadMs)],
    [t('faces.debug.decodeTime'), formatMs(detection.timings.decodeMs)],
    [t('faces.debug.detectTime'), formatMs(detection.timings.detectMs)],
    [t('faces.debug.totalTime'), formatMs(totalMs)],
  ];
  detection.faces.forEach((face, index) => {
    facts.push([
      t('faces.debug.face', { index: index + 1 }),
      t('faces.debug.faceFacts', {
        score: Math.round(face.confidence * 100),
        length: face.embedding.length,
        x: Math.round(face.box.x),
        y: Math.round(face.box.y),
        w: Math.round(face.box.w),
        h: Math.round(face.box.h),
      }),
    ]);
  });
  return (
    <>
      <dl
        data-testid="face-debug-facts"
        className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm"
      >
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold">{t('faces.debug.suggestionsTitle')}</h2>
        {detection.faces.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {translateErrorCode('face.no_face_detected')}
          </p>
        ) : suggestions && suggestions.length > 0 ? (
          <ol className="flex flex-col gap-1.5 text-sm" data-testid="face-debug-suggestions">
            {suggestions.map((suggestion) => (
              <li key={suggestion.patient_id} className="flex justify-between gap-3">
                <span className="truncate">{suggestion.patient_name}</span>
                <span className="tabular-nums">
                  {t('faces.debug.suggestionFacts', {
                    confidence: Math.round(suggestion.confidence_score),
                    similarity: suggestion.similarity.toFixed(3),
                  })}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">{t('faces.suggestions.none')}</p>
        )}
      </div>
    </>
  );
}
