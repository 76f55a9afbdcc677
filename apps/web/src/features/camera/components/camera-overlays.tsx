import type { CameraTemplate } from '../lib/camera-templates';

/** Rule of thirds. */
export function GridOverlay() {
  return (
    <div aria-hidden data-testid="camera-grid" className="pointer-events-none absolute inset-0">
      {[1, 2].map((third) => (
        <div key={`v${third}`}>
          <div
            className="absolute inset-y-0 w-px bg-white/45"
            style={{ left: `${(third * 100) / 3}%` }}
          />
          <div
            className="absolute inset-x-0 h-px bg-white/45"
            style={{ top: `${(third * 100) / 3}%` }}
          />
        </div>
      ))}
    </div>
  );
}

/** The positioning outline, kept square in the middle of the picture. */
export function TemplateOverlay({
  template,
  opacity,
}: {
  template: CameraTemplate;
  opacity: number;
}) {
  if (opacity <= 0) return null;
  return (
    <svg
      aria-hidden
      data-testid="camera-template"
      data-template={template.id}
      viewBox="0 0 100 100"
      preserveAspectRatio="xMidYMid meet"
      className="pointer-events-none absolute inset-[6%] h-[88%] w-[88%]"
      style={{ opacity }}
    >
      {template.paths.map((path) => (
        <path
          key={path}
          d={path}
          fill="none"
          stroke="white"
          strokeWidth={2}
          strokeDasharray="6 5"
          strokeLinecap="round"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}

/** The patient's previous photo, see-through, to line up a before/after shot. */
export function GhostOverlay({ src, opacity }: { src: string; opacity: number }) {
  return (
    <img
      alt=""
      data-testid="camera-ghost"
      src={src}
      className="pointer-events-none absolute inset-0 h-full w-full object-contain"
      style={{ opacity }}
    />
  );
}
