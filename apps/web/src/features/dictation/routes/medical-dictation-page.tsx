import type { DictationRecord } from '@photodossier/domain/dictation';
import { Mic, Send, Trash2 } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/search-field';
import { pageTestId } from '@/components/page-test-id';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Progress } from '@/components/ui/progress';
import { useMinWidth } from '@/lib/use-min-width';
import { DictationEditor } from '../components/dictation-editor';
import { DictationList } from '../components/dictation-list';
import { NewDictation } from '../components/new-dictation';
import { usePendingRecordings } from '../hooks/use-pending-recordings';

/** The lg breakpoint, from which the list and the editor sit side by side. */
const LIST_BESIDE_EDITOR = 1024;

/** /medical-dictation: record, keep on the device until stored, list, listen, correct. */
export function MedicalDictationPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search);
  const [selected, setSelected] = useState<DictationRecord | null>(null);
  // Changes not yet saved in the open dictation: another one opens only once that is confirmed.
  const [dirty, setDirty] = useState(false);
  const [asked, setAsked] = useState<DictationRecord | null>(null);
  const open = (dictation: DictationRecord) => {
    if (dirty && dictation.id !== selected?.id) setAsked(dictation);
    else setSelected(dictation);
  };
  // A recording just stored opens by itself, unless that would drop unsaved changes.
  const openSent = useCallback(
    (dictation: DictationRecord) => {
      if (!dirty) setSelected(dictation);
    },
    [dirty],
  );
  const recordings = usePendingRecordings(openSent);
  const editorCard = useRef<HTMLDivElement>(null);
  // Below lg the editor is stacked under the whole list, off a phone's screen: the dictation
  // opened is brought into view and focused there (the card, not its first field, which would
  // open the phone's keyboard over a recording one came to listen to).
  const sideBySide = useMinWidth(LIST_BESIDE_EDITOR);
  const selectedId = selected?.id ?? null;
  useEffect(() => {
    const card = editorCard.current;
    if (selectedId === null || sideBySide || !card) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    card.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    card.focus({ preventScroll: true });
  }, [selectedId, sideBySide]);

  return (
    <section
      data-testid={pageTestId('medicalDictation')}
      className="mx-auto flex w-full max-w-5xl flex-col gap-6"
    >
      <PageHeading icon={Mic} title={t('pages.medicalDictation.title')}>
        {t('dictation.intro')}
      </PageHeading>
      <Card>
        <CardHeader>
          <CardTitle>{t('dictation.newTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <NewDictation onRecorded={(recording) => void recordings.send(recording)} />
        </CardContent>
      </Card>
      {recordings.pending.length > 0 ? (
        <Card data-testid="pending-recordings">
          <CardHeader>
            <CardTitle>{t('dictation.pendingTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">{t('dictation.pendingText')}</p>
            <ul className="flex flex-col gap-3">
              {recordings.pending.map((recording) => {
                const state = recordings.sending?.key === recording.key ? recordings.sending : null;
                return (
                  <li
                    key={recording.key}
                    className="flex flex-col gap-2 rounded-lg border border-border p-3"
                  >
                    <div className="flex flex-wrap items-center gap-3">
                      <span className="flex-1 font-medium">{recording.title}</span>
                      <Button
                        type="button"
                        size="sm"
                        disabled={state !== null && state.error === null}
                        onClick={() => void recordings.send(recording)}
                      >
                        <Send aria-hidden />
                        {t('dictation.send')}
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={state !== null && state.error === null}
                        onClick={() => void recordings.discard(recording.key)}
                      >
                        <Trash2 aria-hidden />
                        {t('dictation.discard')}
                      </Button>
                    </div>
                    {state && state.error === null ? (
                      <Progress
                        value={Math.round(state.progress * 100)}
                        aria-label={t('dictation.uploading')}
                      />
                    ) : null}
                    {state?.error ? (
                      <p role="alert" className="text-sm text-destructive">
                        {state.error}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_1fr]">
        <div className="flex flex-col gap-3">
          <SearchField
            label={t('dictation.search')}
            value={search}
            onChange={setSearch}
            maxLength={120}
          />
          <DictationList search={q} selectedId={selected?.id ?? null} onSelect={open} />
        </div>
        {selected ? (
          <Card
            ref={editorCard}
            tabIndex={-1}
            role="region"
            aria-label={selected.title}
            className="scroll-mt-20"
          >
            <CardContent className="pt-6">
              <DictationEditor
                key={`${selected.id}-${selected.updated_at}`}
                dictation={selected}
                onDeleted={() => {
                  setSelected(null);
                  setDirty(false);
                }}
                onDirtyChange={setDirty}
              />
            </CardContent>
          </Card>
        ) : (
          <p className="text-sm text-muted-foreground">{t('dictation.chooseOne')}</p>
        )}
      </div>
      <ConfirmDialog
        open={asked !== null}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          setSelected(asked);
          setAsked(null);
          setDirty(false);
        }}
        title={t('dictation.leaveTitle')}
        description={t('dictation.leaveText', { title: selected?.title ?? '' })}
        confirmLabel={t('dictation.leave')}
        cancelLabel={t('dictation.cancel')}
      />
    </section>
  );
}
