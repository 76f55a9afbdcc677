import { TAG_NAME_MAX } from '@photodossier/domain/tag-names';
import type { TagUsage } from '@photodossier/domain/tag-record';
import { Pencil, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useTagManagement, type TagManagement } from '../hooks/use-tag-management';
import { SettingsSubsection } from './settings-section';

// The colour input needs a value: an uncoloured tag shows the neutral grey.
const NO_COLOR = '#9ca3af';

function RenameForm({ state }: { state: TagManagement }) {
  const { t } = useTranslation();
  const { editing, mergeTarget } = state;
  if (!editing) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void state.saveName();
  };
  return (
    <form onSubmit={submit} className="flex w-full flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Input
          autoFocus
          value={editing.name}
          maxLength={TAG_NAME_MAX}
          aria-label={t('settingsSections:tags.renameLabel', { name: editing.tag.name })}
          onChange={(event) => state.typeName(event.target.value)}
          className="min-w-40 flex-1"
        />
        <Button type="submit" size="sm" disabled={state.saving || !editing.name.trim()}>
          {mergeTarget ? t('settingsSections:tags.merge') : t('settingsSections:tags.save')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={state.cancelRename}>
          {t('settingsSections:tags.cancel')}
        </Button>
      </div>
      {mergeTarget ? (
        <p role="status" className="text-xs text-muted-foreground">
          {t('settingsSections:tags.mergeHint', { name: mergeTarget.name })}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The colour well: it follows the picker as the user drags (the input event), and saves once,
 * when the picker is closed on a colour (the native change event), not at every step of a drag.
 */
function TagColorInput({ tag, state }: { tag: TagUsage; state: TagManagement }) {
  const { t } = useTranslation();
  const saved = tag.color ?? NO_COLOR;
  const [shown, setShown] = useState(saved);
  useEffect(() => setShown(saved), [saved]);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef({ tag, state });
  latest.current = { tag, state };
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const commit = () => {
      const { tag: current, state: management } = latest.current;
      if (element.value === (current.color ?? NO_COLOR)) return;
      // Saved or refused (a toast says so), the well then shows the tag's colour as stored.
      void management
        .saveColor(current, element.value)
        .then(() => setShown(latest.current.tag.color ?? NO_COLOR));
    };
    element.addEventListener('change', commit);
    return () => element.removeEventListener('change', commit);
  }, []);
  return (
    <input
      ref={input}
      type="color"
      value={shown}
      aria-label={t('settingsSections:tags.color', { name: tag.name })}
      onChange={(event) => setShown(event.target.value)}
      className="size-8 shrink-0 cursor-pointer rounded-md border border-border bg-transparent p-0.5"
    />
  );
}

function TagRow({ tag, state }: { tag: TagUsage; state: TagManagement }) {
  const { t } = useTranslation();
  const editing = state.editing?.tag.id === tag.id;
  const count =
    tag.kind === 'patient'
      ? t('settingsSections:tags.patients', { count: tag.count })
      : t('settingsSections:tags.photos', { count: tag.count });
  return (
    <li
      data-testid="tag-row"
      data-tag-name={tag.name}
      className="flex flex-wrap items-center gap-3 border-b border-border py-2 last:border-b-0"
    >
      <TagColorInput tag={tag} state={state} />
      {editing ? (
        <RenameForm state={state} />
      ) : (
        <>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{tag.name}</span>
            <span className="text-xs text-muted-foreground">{count}</span>
          </span>
          <div className="flex items-center gap-1">
            {tag.color ? (
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={t('settingsSections:tags.clearColor', { name: tag.name })}
                onClick={() => void state.saveColor(tag, null)}
              >
                <X aria-hidden />
              </Button>
            ) : null}
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => state.startRename(tag)}
            >
              <Pencil aria-hidden />
              {t('settingsSections:tags.rename')}
            </Button>
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label={t('settingsSections:tags.deleteLabel', { name: tag.name })}
              onClick={() => state.askDelete(tag)}
            >
              <Trash2 aria-hidden className="text-destructive" />
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

function TagList({
  title,
  tags,
  state,
}: {
  title: string;
  tags: TagUsage[];
  state: TagManagement;
}) {
  const { t } = useTranslation();
  return (
    <SettingsSubsection title={title}>
      {tags.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('settingsSections:tags.empty')}</p>
      ) : (
        <ul aria-label={title} className="flex flex-col">
          {tags.map((tag) => (
            <TagRow key={tag.id} tag={tag} state={state} />
          ))}
        </ul>
      )}
    </SettingsSubsection>
  );
}

/** Spec 01 §2 "Gestion des tags": each tag with its count; rename, merge, colour, delete. */
export function TagManagement() {
  const { t } = useTranslation();
  const state = useTagManagement();
  const { usage, deleting } = state;
  if (usage.isPending) return <Spinner label={t('settingsSections:tags.loading')} />;
  if (usage.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="text-sm text-destructive">{t('settingsSections:tags.loadFailed')}</p>
        <Button type="button" variant="outline" onClick={() => void usage.refetch()}>
          {t('settingsSections:tags.retry')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <TagList
        title={t('settingsSections:tags.patientTags')}
        tags={state.patientTags}
        state={state}
      />
      <TagList title={t('settingsSections:tags.photoTags')} tags={state.photoTags} state={state} />
      <ConfirmDialog
        open={deleting !== null}
        onCancel={state.cancelDelete}
        onConfirm={() => void state.confirmDelete()}
        title={t('settingsSections:tags.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('settingsSections:tags.deleteDescription', { count: deleting?.count ?? 0 })}
        confirmLabel={t('settingsSections:tags.delete')}
        confirmIcon={<Trash2 aria-hidden />}
        cancelLabel={t('settingsSections:tags.cancel')}
        pending={state.removing}
        data-testid="tag-delete-dialog"
      />
    </>
  );
}
