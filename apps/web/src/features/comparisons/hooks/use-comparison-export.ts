import type { ComparisonView } from '@photodossier/domain/comparison';
import type { ExportTransition } from '@photodossier/domain/comparison-export';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnimationJob } from '@/lib/comparison-export/export-client';
import { exportFileName } from '../lib/export-file-name';
import { renderSingle, renderStill, type RenderSource } from '../lib/render-composition';

export type ExportFormat = 'png' | 'jpeg' | 'gif' | 'video';

export interface ExportRequest {
  readonly format: ExportFormat;
  readonly size: number;
  readonly durationS: number;
  readonly transition: ExportTransition;
}

export interface ExportedFile {
  readonly file: File;
  readonly url: string;
  readonly format: ExportFormat;
}

export type ExportState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly done: number; readonly total: number }
  | { readonly status: 'done'; readonly result: ExportedFile }
  | { readonly status: 'failed'; readonly detail: string };

const JPEG_QUALITY = 0.92;

/**
 * Makes the export files of a comparison. Pictures are drawn on a canvas and encoded again, so
 * no EXIF or GPS of the originals survives; GIF and video run in a worker with progress and
 * cancel. The watermark decision is the server's (export policy), passed in.
 */
export function useComparisonExport(options: {
  sources: () => Promise<RenderSource[]>;
  view: ComparisonView;
  /** What the export is marked with, or null (the server's policy, exportWatermark). */
  watermark: string | null;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const job = useRef<AnimationJob | null>(null);
  const url = useRef<string | null>(null);

  const forgetUrl = useCallback(() => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  }, []);
  useEffect(
    () => () => {
      job.current?.cancel();
      forgetUrl();
    },
    [forgetUrl],
  );

  const finish = useCallback(
    (blob: Blob, extension: string, format: ExportFormat) => {
      forgetUrl();
      const name = exportFileName(t, extension);
      const file = new File([blob], name, {
        type: blob.type,
        lastModified: Date.now(),
      });
      url.current = URL.createObjectURL(file);
      setState({ status: 'done', result: { file, url: url.current, format } });
    },
    [forgetUrl, t],
  );

  const start = useCallback(
    async (request: ExportRequest) => {
      setState({ status: 'running', done: 0, total: 1 });
      try {
        const sources = await options.sources();
        if (request.format === 'png' || request.format === 'jpeg') {
          const canvas = renderStill(sources, options.view, request.size, options.watermark);
          const type = request.format === 'png' ? 'image/png' : 'image/jpeg';
          const blob = await canvas.convertToBlob({ type, quality: JPEG_QUALITY });
          finish(blob, request.format === 'png' ? 'png' : 'jpg', request.format);
          return;
        }
        const [before, after] = [sources[0], sources[sources.length - 1]];
        if (!before || !after) throw new Error('two photos are needed');
        const frames = await Promise.all(
          [before, after].map((source) =>
            createImageBitmap(renderSingle(source, options.view, request.size, options.watermark)),
          ),
        );
        const { startAnimationExport } = await import('@/lib/comparison-export/export-client');
        const running = startAnimationExport({
          format: request.format,
          before: frames[0] as ImageBitmap,
          after: frames[1] as ImageBitmap,
          durationS: request.durationS,
          transition: request.transition,
          onProgress: (done, total) => setState({ status: 'running', done, total }),
        });
        job.current = running;
        const made = await running.result;
        job.current = null;
        finish(made.blob, made.extension, request.format);
      } catch (error) {
        job.current = null;
        if (error instanceof DOMException && error.name === 'AbortError') {
          setState({ status: 'idle' });
          return;
        }
        setState({
          status: 'failed',
          detail: error instanceof Error ? error.message : String(error),
        });
      }
    },
    [finish, options],
  );

  const cancel = useCallback(() => job.current?.cancel(), []);
  const reset = useCallback(() => {
    job.current?.cancel();
    forgetUrl();
    setState({ status: 'idle' });
  }, [forgetUrl]);

  return { state, start, cancel, reset };
}
