import { sameTag, TAG_NAME_MAX } from '@photodossier/domain/tag-names';
import { Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

// Enough to pick from at a glance; typing narrows a longer vocabulary.
const MAX_SUGGESTIONS = 30;

type TagPickerProps = {
  value: string[];
  onChange: (tags: string[]) => void;
  /** The user's tag vocabulary, offered with one click. */
  available: string[];
  /** From FormField: the id, description and invalid state of the text input. */
  control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };
};

/** The patient's tags: pick one of the user's tags or type a new one. */
export function TagPicker({ value, onChange, available, control }: TagPickerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const typed = draft.trim().toLocaleLowerCase();
  const suggestions = available
    .filter((tag) => !value.some((chosen) => sameTag(chosen, tag)))
    .filter((tag) => tag.toLocaleLowerCase().includes(typed))
    .slice(0, MAX_SUGGESTIONS);

  function add(name: string) {
    const typed = name.trim();
    if (!typed) return;
    // "botox" typed while "Botox" exists is the same tag: keep the user's first spelling.
    const tag = available.find((known) => sameTag(known, typed));
    if (!value.some((chosen) => sameTag(chosen, typed))) onChange([...value, tag ?? typed]);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the tag instead of submitting the whole form.
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {value.length > 0 ? (
        <ul aria-label={t('patients.form.selectedTags')} className="flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary/10 py-1 pr-1 pl-3 text-sm font-medium text-primary"
            >
              <span className="truncate">{tag}</span>
              <button
                type="button"
                aria-label={t('patients.form.removeTag', { tag })}
                onClick={() => onChange(value.filter((item) => item !== tag))}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-primary/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          {...control}
          value={draft}
          maxLength={TAG_NAME_MAX}
          placeholder={t('patients.form.tagPlaceholder')}
          autoComplete="off"
          enterKeyHint="done"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" disabled={!draft.trim()} onClick={() => add(draft)}>
          <Plus aria-hidden />
          {t('patients.form.addTag')}
        </Button>
      </div>
      {suggestions.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p id={`${control.id}-suggestions`} className="text-xs font-medium text-muted-foreground">
            {t('patients.form.yourTags')}
          </p>
          <ul aria-labelledby={`${control.id}-suggestions`} className="flex flex-wrap gap-2">
            {suggestions.map((tag) => (
              <li key={tag} className="max-w-full">
                <button
                  type="button"
                  onClick={() => add(tag)}
                  className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-card px-3 py-1 text-sm text-foreground transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Plus aria-hidden className="size-3.5 shrink-0" />
                  <span className="truncate">{tag}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
