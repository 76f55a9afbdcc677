import { Eraser } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSignaturePad } from './use-signature-pad';

/** A signature box: drawn with the pointer, or typed (keyboard and screen reader users). */
export function SignaturePad({
  label,
  onChange,
  testId,
}: {
  label: string;
  onChange: (dataUrl: string | null) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const pad = useSignaturePad(onChange);
  const hintId = useId();
  const typedId = useId();
  return (
    <fieldset className="flex flex-col gap-2" data-testid={testId}>
      <legend className="text-sm font-medium">{label}</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('consents:signature.hint')}
      </p>
      {/* Paper white in both themes: the ink is dark, as on the printed document. */}
      <canvas
        ref={pad.canvasRef}
        width={600}
        height={180}
        role="img"
        aria-label={label}
        aria-describedby={hintId}
        className="h-36 w-full max-w-xl cursor-crosshair touch-none rounded-md border-2 border-dashed border-input bg-white"
        {...pad.handlers}
      />
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <Label htmlFor={typedId}>{t('consents:signature.typed')}</Label>
          <Input
            id={typedId}
            value={pad.typed}
            maxLength={80}
            autoComplete="name"
            onChange={(event) => pad.setTyped(event.target.value)}
          />
        </div>
        <Button type="button" variant="outline" onClick={pad.clear}>
          <Eraser aria-hidden />
          {t('consents:signature.clear')}
        </Button>
      </div>
      <p role="status" className="text-xs text-muted-foreground">
        {pad.signed ? t('consents:signature.done') : t('consents:signature.empty')}
      </p>
    </fieldset>
  );
}
