import { sameTag, TAG_NAME_MAX } from '@photodossier/domain/tag-names';
import { Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTags } from '@/lib/api/get-tags';

type TagsFieldProps = {
  tags: readonly string[];
  onSave: (tags: string[]) => Promise<void>;
};

/** The photo's tags as chips; a tag is added from the user's vocabulary or typed new. */
export function TagsField({ tags, onSave }: TagsFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const vocabulary = useTags('photo');
  const suggestions = (vocabulary.data ?? [])
    .map((tag) => tag.name)
    .filter((name) => !tags.some((tag) => sameTag(tag, name)));

  async function add(event: FormEvent) {
    event.preventDefault();
    const name = typed.trim();
    if (!name) return;
    const known = vocabulary.data?.find((tag) => sameTag(tag.name, name))?.name ?? name;
    if (tags.some((tag) => sameTag(tag, known))) {
      setTyped('');
      return;
    }
    try {
      await onSave([...tags, known]);
      setTyped('');
    } catch {
      // Kept in the field for another try; the toast says what happened.
    }
  }

  function remove(name: string) {
    onSave(tags.filter((tag) => tag !== name)).catch(() => {});
  }

  return (
    <div className="grid gap-2">
      <p id={`${id}-label`} className="text-sm leading-none font-medium">
        {t('viewer.panel.tags')}
      </p>
      {tags.length > 0 ? (
        <ul aria-labelledby={`${id}-label`} className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pr-0.5 pl-2.5 text-sm text-secondary-foreground"
            >
              {tag}
              <button
                type="button"
                aria-label={t('viewer.panel.removeTag', { tag })}
                title={t('viewer.panel.removeTag', { tag })}
                onClick={() => remove(tag)}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-foreground/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-3.5"
              >
                <X aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('viewer.panel.noTags')}</p>
      )}
      <form onSubmit={(event) => void add(event)} className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t('viewer.panel.newTag')}
        </label>
        <Input
          id={id}
          value={typed}
          maxLength={TAG_NAME_MAX}
          list={`${id}-suggestions`}
          autoComplete="off"
          placeholder={t('viewer.panel.newTagPlaceholder')}
          onChange={(event) => setTyped(event.target.value)}
        />
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <Button type="submit" variant="outline" disabled={!typed.trim()}>
          <Plus aria-hidden />
          {t('viewer.panel.addTag')}
        </Button>
      </form>
    </div>
  );
}
