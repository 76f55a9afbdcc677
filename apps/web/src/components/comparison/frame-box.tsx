import type { Crop } from '@photodossier/domain/comparison';
import { useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useElementSize } from '@/lib/use-element-size';

type FrameBoxProps = {
  crop: Crop;
  className?: string;
  children: (width: number) => ReactNode;
} & Omit<React.ComponentProps<'div'>, 'children'>;

/** A box of the crop's aspect that clips what it holds; children are drawn at its width. */
export function FrameBox({ crop, className, children, style, ...props }: FrameBoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementSize(ref).width;
  return (
    <div
      ref={ref}
      className={cn('relative w-full overflow-hidden bg-slate-950', className)}
      style={{ aspectRatio: `${crop.width} / ${crop.height}`, ...style }}
      {...props}
    >
      {width > 0 ? children(width) : null}
    </div>
  );
}

/** The width a stage may take so that its frames fit in the viewport's height too. */
export function stageWidth(aspect: number, columns: number, rows: number, viewportShare = 0.68) {
  return `min(100%, calc(${((viewportShare * 100) / rows).toFixed(2)}dvh * ${(aspect * columns).toFixed(4)}))`;
}
