import { sameTag } from '@photodossier/domain/tag-names';
import type { TagUsage } from '@photodossier/domain/tag-record';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useDeleteTag, usePatchTag, useTagUsage } from '../api/tag-management';
import { addSettingsSectionsTexts } from '../i18n/add-settings-sections-texts';

type Editing = { tag: TagUsage; name: string };

/** The tag management's state: which tag is being renamed or deleted, and the requests. */
export function useTagManagement() {
  addSettingsSectionsTexts();
  const { t } = useTranslation();
  const usage = useTagUsage();
  const patch = usePatchTag();
  const remove = useDeleteTag();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<TagUsage | null>(null);
  const tags = usage.data?.items ?? [];

  const failed = (error: unknown) =>
    notify(isApiError(error) ? error.message : t('settingsSections:tags.failed'), {
      variant: 'error',
    });

  /** The other tag of the kind a typed name would merge into, if any. */
  const mergeTarget = editing
    ? (tags.find(
        (tag) =>
          tag.kind === editing.tag.kind &&
          tag.id !== editing.tag.id &&
          sameTag(tag.name, editing.name.trim()),
      ) ?? null)
    : null;

  async function saveName() {
    if (!editing) return;
    const name = editing.name.trim();
    if (!name || name === editing.tag.name) {
      setEditing(null);
      return;
    }
    try {
      const result = await patch.mutateAsync({ id: editing.tag.id, patch: { name } });
      setEditing(null);
      notify(t(result.merged ? 'settingsSections:tags.merged' : 'settingsSections:tags.renamed'), {
        variant: 'success',
      });
    } catch (error) {
      failed(error);
    }
  }

  async function saveColor(tag: TagUsage, color: string | null) {
    try {
      await patch.mutateAsync({ id: tag.id, patch: { color } });
    } catch (error) {
      failed(error);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setDeleting(null);
      notify(t('settingsSections:tags.deleted'), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
  }

  return {
    usage,
    patientTags: tags.filter((tag) => tag.kind === 'patient'),
    photoTags: tags.filter((tag) => tag.kind === 'photo'),
    editing,
    mergeTarget,
    startRename: (tag: TagUsage) => setEditing({ tag, name: tag.name }),
    typeName: (name: string) => setEditing((current) => (current ? { ...current, name } : null)),
    cancelRename: () => setEditing(null),
    saveName,
    saving: patch.isPending,
    saveColor,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    removing: remove.isPending,
  };
}

export type TagManagement = ReturnType<typeof useTagManagement>;
