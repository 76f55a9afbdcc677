import {
  DOSE_UNITS,
  INJECTION_DEPTHS,
  INJECTION_TECHNIQUES,
  INJECTION_ZONES,
  PRODUCT_KINDS,
  injectionPointSchema,
  injectionProductBodySchema,
  type InjectionPoint,
  type InjectionProduct,
} from '@photodossier/domain/injections';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { DateInput } from '@/components/ui/date-input';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { useAddInjectionProduct } from '../api/add-injection-product';
import { useInjectionProducts } from '../api/get-injection-products';
import { issueText, translateKey } from '@/lib/i18n/keys';
import { addInjectionTexts } from '../i18n/add-injection-texts';

/** The form's fields as typed: numbers stay text until the point is checked. */
type Draft = Omit<InjectionPoint, 'dose' | 'lot_expiry'> & { dose: string; lot_expiry: string };

const toDraft = (point: InjectionPoint): Draft => ({
  ...point,
  dose: String(point.dose),
  lot_expiry: point.lot_expiry ?? '',
});

type FieldErrors = Partial<Record<keyof Draft, string>>;

type PointDialogProps = {
  /** The point being placed or edited; null when the dialog is closed. */
  point: InjectionPoint | null;
  number: number;
  isNew: boolean;
  onSave: (point: InjectionPoint) => void;
  onRemove: () => void;
  onClose: () => void;
};

/** Zone, product, dose, depth, technique and lot of one point, checked as the server does. */
export function PointDialog({ point, ...props }: PointDialogProps) {
  addInjectionTexts();
  const { t } = useTranslation();
  return (
    <Dialog open={point !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent closeLabel={t('app.close')} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {t('injections:point.title')} {props.number}
          </DialogTitle>
          <DialogDescription>
            {props.isNew ? t('injections:point.addHint') : t('injections:point.editHint')}
          </DialogDescription>
        </DialogHeader>
        {point ? <PointForm key={point.id} initial={point} {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PointForm({
  initial,
  isNew,
  onSave,
  onRemove,
  onClose,
}: Omit<PointDialogProps, 'point' | 'number'> & { initial: InjectionPoint }) {
  addInjectionTexts();
  const { t } = useTranslation();
  const products = useInjectionProducts();
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const items = products.data?.items ?? [];
  const chosen = items.find((product) => product.name === draft.product_name);

  const choose = (product: InjectionProduct | undefined) => {
    if (!product) return;
    setDraft((current) => ({
      ...current,
      product_name: product.name,
      product_kind: product.kind,
      unit: product.unit,
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = injectionPointSchema.safeParse({
      ...draft,
      dose: draft.dose.trim() === '' ? Number.NaN : Number(draft.dose.replace(',', '.')),
      lot_expiry: draft.lot_expiry === '' ? null : draft.lot_expiry,
    });
    if (parsed.success) {
      onSave(parsed.data);
      return;
    }
    const found: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof Draft;
      if (found[key]) continue;
      found[key] = issueText(
        t,
        issue,
        key === 'dose'
          ? t('errors:validation.injection_dose_range')
          : t('errors:validation.required'),
      );
    }
    setErrors(found);
  };

  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
      <FormField label={t('injections:point.zone')} error={errors.zone}>
        {(control) => (
          <NativeSelect
            {...control}
            value={draft.zone}
            onChange={(event) => set('zone', event.target.value as Draft['zone'])}
          >
            {INJECTION_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {t(`injections:labels.zones.${zone}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={t('injections:point.product')} error={errors.product_name}>
        {(control) => (
          <NativeSelect
            {...control}
            value={chosen?.id ?? ''}
            onChange={(event) => choose(items.find((item) => item.id === event.target.value))}
          >
            {chosen ? null : <option value="">{draft.product_name || '—'}</option>}
            {(['builtIn', 'own'] as const).map((group) => (
              <optgroup key={group} label={t(`injections:products.${group}`)}>
                {items
                  .filter((item) => item.built_in === (group === 'builtIn'))
                  .map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name} ({t(`injections:labels.kinds.${item.kind}`)})
                    </option>
                  ))}
              </optgroup>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <AddProduct onAdded={choose} />
      <FormField label={`${t('injections:point.dose')} (${draft.unit})`} error={errors.dose}>
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            value={draft.dose}
            onChange={(event) => set('dose', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('injections:point.depth')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={draft.depth ?? ''}
            onChange={(event) => set('depth', (event.target.value || null) as Draft['depth'])}
          >
            <option value="">{t('injections:point.none')}</option>
            {INJECTION_DEPTHS.map((depth) => (
              <option key={depth} value={depth}>
                {t(`injections:labels.depths.${depth}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={t('injections:point.technique')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={draft.technique ?? ''}
            onChange={(event) =>
              set('technique', (event.target.value || null) as Draft['technique'])
            }
          >
            <option value="">{t('injections:point.none')}</option>
            {INJECTION_TECHNIQUES.map((technique) => (
              <option key={technique} value={technique}>
                {t(`injections:labels.techniques.${technique}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={t('injections:point.lot')} error={errors.lot_number}>
        {(control) => (
          <Input
            {...control}
            value={draft.lot_number}
            onChange={(event) => set('lot_number', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('injections:point.expiry')} error={errors.lot_expiry}>
        {(control) => (
          <DateInput
            {...control}
            value={draft.lot_expiry}
            onValueChange={(value) => set('lot_expiry', value)}
          />
        )}
      </FormField>
      <FormField label={t('injections:point.notes')} error={errors.notes} className="sm:col-span-2">
        {(control) => (
          <Textarea
            {...control}
            value={draft.notes}
            onChange={(event) => set('notes', event.target.value)}
          />
        )}
      </FormField>
      <DialogFooter className="sm:col-span-2">
        {isNew ? (
          <Button type="button" variant="outline" onClick={onClose}>
            {t('injections:point.cancel')}
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={onRemove}>
            {t('injections:point.remove')}
          </Button>
        )}
        <Button type="submit">
          {isNew ? t('injections:point.add') : t('injections:point.update')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A product of the practitioner's own, added from the point form and chosen at once. */
function AddProduct({ onAdded }: { onAdded: (product: InjectionProduct) => void }) {
  addInjectionTexts();
  const { t } = useTranslation();
  const add = useAddInjectionProduct();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<InjectionProduct['kind']>('filler');
  const [unit, setUnit] = useState<InjectionProduct['unit']>('ml');
  const [error, setError] = useState<string | undefined>();
  const opener = useRef<HTMLButtonElement>(null);
  const reopened = useRef(false);
  // Closing removes the focused button with the fieldset: focus goes back to the one that opens it.
  useEffect(() => {
    if (!open && reopened.current) opener.current?.focus();
    reopened.current = open;
  }, [open]);
  const close = () => {
    setOpen(false);
    setName('');
    setError(undefined);
  };
  if (!open) {
    return (
      <div className="flex items-end">
        <Button ref={opener} type="button" variant="ghost" size="sm" onClick={() => setOpen(true)}>
          {t('injections:products.add')}
        </Button>
      </div>
    );
  }
  const submit = () => {
    const parsed = injectionProductBodySchema.safeParse({ name, kind, unit });
    if (!parsed.success) {
      setError(
        translateKey(t, `errors:${parsed.error.issues[0]?.message ?? 'validation.required'}`),
      );
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: (product) => {
        notify(t('injections:products.added'));
        onAdded(product);
        close();
      },
      onError: (failure) => setError(failure.message),
    });
  };
  return (
    <fieldset className="grid gap-2 rounded-xl border border-border p-3 sm:col-span-2 sm:grid-cols-3">
      <legend className="px-1 text-sm font-medium">{t('injections:products.add')}</legend>
      <FormField label={t('injections:products.name')} error={error}>
        {(control) => (
          <Input {...control} value={name} onChange={(event) => setName(event.target.value)} />
        )}
      </FormField>
      <FormField label={t('injections:products.kind')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={kind}
            onChange={(event) => {
              const next = event.target.value as InjectionProduct['kind'];
              setKind(next);
              setUnit(next === 'toxin' ? 'U' : 'ml');
            }}
          >
            {PRODUCT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`injections:labels.kinds.${value}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={t('injections:point.unit')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={unit}
            onChange={(event) => setUnit(event.target.value as InjectionProduct['unit'])}
          >
            {DOSE_UNITS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <Button type="button" size="sm" onClick={submit} disabled={add.isPending}>
          {t('injections:products.add')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={t('injections:products.cancel')}
          onClick={close}
          disabled={add.isPending}
        >
          {t('injections:point.cancel')}
        </Button>
      </div>
    </fieldset>
  );
}
