import { useCallback, useRef, useState, type PointerEvent } from 'react';

const INK = '#111827';

/**
 * A drawn signature on a canvas (pointer events: finger, stylus, mouse), or a typed name drawn
 * in its place for those who cannot draw. The result is a PNG data URL on a transparent ground,
 * or null while the pad is blank.
 */
export function useSignaturePad(onChange: (dataUrl: string | null) => void) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const drawing = useRef(false);
  const inked = useRef(false);
  const [typed, setTypedState] = useState('');
  const [signed, setSigned] = useState(false);

  const context = () => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return null;
    context.strokeStyle = INK;
    context.fillStyle = INK;
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    return context;
  };

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const box = canvas.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * canvas.width) / box.width,
      y: ((event.clientY - box.top) * canvas.height) / box.height,
    };
  };

  const emit = useCallback(() => {
    setSigned(inked.current);
    onChange(inked.current && canvasRef.current ? canvasRef.current.toDataURL('image/png') : null);
  }, [onChange]);

  const wipe = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    inked.current = false;
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const ctx = context();
    if (!ctx) return;
    if (typed) {
      setTypedState('');
      wipe();
    }
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    ctx.beginPath();
    ctx.moveTo(x, y);
    // A tap leaves a dot, as a pen would.
    ctx.arc(x, y, 1.5, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(x, y);
    inked.current = true;
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = context();
    if (!ctx) return;
    const { x, y } = point(event);
    ctx.lineTo(x, y);
    ctx.stroke();
  };

  const onPointerUp = () => {
    if (!drawing.current) return;
    drawing.current = false;
    emit();
  };

  const setTyped = (name: string) => {
    setTypedState(name);
    wipe();
    const ctx = context();
    const canvas = canvasRef.current;
    if (ctx && canvas && name.trim()) {
      ctx.font = `italic ${Math.round(canvas.height * 0.32)}px "Brush Script MT", "Segoe Script", cursive, serif`;
      ctx.textBaseline = 'middle';
      ctx.fillText(name.trim(), canvas.width * 0.05, canvas.height * 0.55, canvas.width * 0.9);
      inked.current = true;
    }
    emit();
  };

  const clear = () => {
    setTypedState('');
    wipe();
    emit();
  };

  return {
    canvasRef,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
    typed,
    setTyped,
    clear,
    signed,
  };
}
