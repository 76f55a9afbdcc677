import type { PortalItemBody, PortalState } from '@photodossier/domain/patient-portal';
import { Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useConsents } from '../api/get-consents';
import { usePhotos } from '@/lib/api/get-photos';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { usePortalActions } from '../api/manage-portal';
import { portalItemName } from '../lib/portal-item-name';
import { PortalPhotoGrid } from './portal-photo-grid';

function InstructionsForm({
  onAdd,
}: {
  onAdd: (body: PortalItemBody, onAdded: () => void) => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const titleId = useId();
  const bodyId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Emptied once shared: a refusal keeps what was typed, to send again.
    onAdd({ kind: 'instructions', title: title.trim(), body: body.trim() }, () => {
      setTitle('');
      setBody('');
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <Label htmlFor={titleId}>{t('consents:portal.instructionsTitle')}</Label>
      <Input
        id={titleId}
        required
        maxLength={160}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <Label htmlFor={bodyId}>{t('consents:portal.instructionsBody')}</Label>
      <Textarea
        id={bodyId}
        required
        rows={4}
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      <Button type="submit" variant="outline" className="self-start">
        <Plus aria-hidden />
        {t('consents:portal.addInstructions')}
      </Button>
    </form>
  );
}

/** A read that failed: what it said, and a way to read it again. */
type Failure = { message: string; retry: () => void } | null;

/**
 * One kind of item the practitioner can share next; nothing at all when none is left, but a
 * read still on its way or one that failed says so where the choices will be: a list that
 * appears late, or never, reads as "nothing to share".
 */
function ShareChoices({
  title,
  count,
  loading,
  failure = null,
  children,
}: {
  title: string;
  count: number;
  /** What is being read, while it is. */
  loading?: string | undefined;
  failure?: Failure;
  children: ReactNode;
}) {
  if (count === 0 && !failure && !loading) return null;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {loading ? <Spinner label={loading} className="py-6" /> : null}
      {count > 0 ? children : null}
      {failure ? <LoadFailed message={failure.message} onRetry={failure.retry} /> : null}
    </section>
  );
}

/** Items shared by name (comparisons, consents): one button each. */
function NamedChoices({
  title,
  choices,
  loading,
  failure = null,
  onPick,
}: {
  title: string;
  choices: readonly { id: string; name: string }[];
  loading?: string | undefined;
  failure?: Failure;
  onPick: (id: string) => void;
}) {
  return (
    <ShareChoices title={title} count={choices.length} loading={loading} failure={failure}>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <Button
            key={choice.id}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onPick(choice.id)}
          >
            <Plus aria-hidden />
            {choice.name}
          </Button>
        ))}
      </div>
    </ShareChoices>
  );
}

/** What the patient sees: the shared items, and what of the record can be shared next. */
export function PortalItems({
  patientId,
  items,
  comparisons,
}: {
  patientId: string;
  items: PortalState['items'];
  /** The patient's saved comparisons (the comparisons feature's), to share. */
  comparisons: readonly { id: string; title: string }[];
}) {
  const { t } = useTranslation();
  const display = useDateDisplay();
  const actions = usePortalActions(patientId);
  const photos = usePhotos({ scope: 'patient', patientId });
  const consents = useConsents(patientId);
  const shared = new Set(items.map((item) => `${item.kind}:${item.item_id}`));
  const failed = (error: Error) => notify(error.message, { variant: 'error' });
  const add = (body: PortalItemBody, onAdded?: () => void) =>
    actions.add.mutate(body, { onSuccess: () => onAdded?.(), onError: failed });
  const photoList = photos.data?.pages.flatMap((page) => page.items) ?? [];
  // What is left to share: a kind with nothing left shows no heading (the spec gives no
  // empty-state text for the portal).
  const photoChoices = photoList.filter(
    (photo) => photo.media_type !== 'video' && !shared.has(`photo:${photo.id}`),
  );
  const comparisonChoices = comparisons.filter(
    (comparison) => !shared.has(`comparison:${comparison.id}`),
  );
  const consentChoices = (consents.data?.items ?? []).filter(
    (consent) => !shared.has(`consent:${consent.id}`),
  );
  const label = (item: PortalState['items'][number]) =>
    item.kind === 'photo' ? formatDate(item.date_prise, display) : item.title;
  // The first page failed, or a later one: the photos already there stay.
  const photosFailure: Failure = photos.isError
    ? {
        message: photos.error.message,
        retry: () => void (photos.isFetchNextPageError ? photos.fetchNextPage() : photos.refetch()),
      }
    : null;
  const consentsFailure: Failure = consents.isError
    ? { message: consents.error.message, retry: () => void consents.refetch() }
    : null;
  // More photos than one page: a page may hold only photos already shared or videos.
  const morePhotos = photos.hasNextPage && !photos.isFetchNextPageError;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('consents:portal.shared')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('consents:portal.noItems')}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="portal-shared-items">
            {items.map((item) => (
              <li
                key={item.id}
                className="flex items-center justify-between gap-2 rounded-md border p-2 text-sm"
              >
                <span>
                  <span className="font-medium">{t(`consents:portal.kinds.${item.kind}`)}</span>
                  {label(item) ? ` — ${label(item)}` : ''}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`${t('consents:portal.remove')} ${portalItemName(item, t, display)}`}
                  onClick={() => actions.remove.mutate(item.id, { onError: failed })}
                >
                  <X aria-hidden />
                  {t('consents:portal.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}

        <ShareChoices
          title={t('consents:portal.photos')}
          count={photoChoices.length + (morePhotos ? 1 : 0)}
          loading={photos.isPending ? t('consents:portal.loadingPhotos') : undefined}
          failure={photosFailure}
        >
          <PortalPhotoGrid
            photos={photoChoices}
            hasMore={morePhotos}
            onShare={(photo) => add({ kind: 'photo', item_id: photo.id })}
          />
          {morePhotos ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start"
              disabled={photos.isFetchingNextPage}
              onClick={() => void photos.fetchNextPage()}
            >
              {photos.isFetchingNextPage
                ? t('consents:portal.loadingPhotos')
                : t('consents:portal.morePhotos')}
            </Button>
          ) : null}
        </ShareChoices>

        <NamedChoices
          title={t('consents:portal.comparisons')}
          choices={comparisonChoices.map((comparison) => ({
            id: comparison.id,
            name: comparison.title || t('consents:portal.kinds.comparison'),
          }))}
          onPick={(id) => add({ kind: 'comparison', item_id: id })}
        />

        <NamedChoices
          title={t('consents:portal.consents')}
          choices={consentChoices.map((consent) => ({ id: consent.id, name: consent.title }))}
          loading={consents.isPending ? t('consents:page.loading') : undefined}
          failure={consentsFailure}
          onPick={(id) => add({ kind: 'consent', item_id: id })}
        />

        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{t('consents:portal.instructions')}</h3>
          <InstructionsForm onAdd={add} />
        </section>
      </CardContent>
    </Card>
  );
}
