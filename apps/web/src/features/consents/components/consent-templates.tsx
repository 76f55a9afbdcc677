import {
  CONSENT_PLACEHOLDERS,
  CONSENT_TITLE_MAX,
  consentTemplateBodySchema,
  type ConsentTemplate,
  type ConsentTemplateBody,
} from '@photodossier/domain/consents';
import { RotateCcw, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { issueText } from '@/lib/i18n/keys';
import { notify } from '@/lib/notify';
import { useConsentTemplates } from '../api/get-consent-templates';
import { useSaveConsentTemplate } from '../api/save-consent-template';

function TemplateForm({ template }: { template: ConsentTemplate }) {
  const { t } = useTranslation();
  const save = useSaveConsentTemplate();
  const [title, setTitle] = useState(template.title);
  const [body, setBody] = useState(template.body);
  const [errors, setErrors] = useState<Partial<Record<keyof ConsentTemplateBody, string>>>({});
  const done = {
    onSuccess: (saved: ConsentTemplate) => {
      setTitle(saved.title);
      setBody(saved.body);
      notify(t('consents:templates.saved'), { variant: 'success' });
    },
    onError: (error: Error) => notify(error.message, { variant: 'error' }),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's schema: an empty text is refused here, under its field, not sent.
    const parsed = consentTemplateBodySchema.safeParse({ title, body });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof ConsentTemplateBody;
        found[key] ??= issueText(t, issue, t('errors:validation.required'));
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate({ procedure: template.procedure, body: parsed.data }, done);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 pt-3">
      <FormField label={t('consents:templates.name')} error={errors.title}>
        {(control) => (
          <Input
            {...control}
            value={title}
            maxLength={CONSENT_TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('consents:templates.body')} error={errors.body}>
        {(control) => (
          <Textarea {...control} rows={12} value={body} onChange={(e) => setBody(e.target.value)} />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden />
          {t('consents:templates.save')}
        </Button>
        {template.edited ? (
          <Button
            type="button"
            variant="outline"
            disabled={save.isPending}
            onClick={() => save.mutate({ procedure: template.procedure, body: null }, done)}
          >
            <RotateCcw aria-hidden />
            {t('consents:templates.reset')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The procedures' templates, each editable, with the placeholders the server fills. */
export function ConsentTemplates() {
  const { t } = useTranslation();
  const templates = useConsentTemplates();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('consents:templates.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">
          {t('consents:templates.intro')}{' '}
          {CONSENT_PLACEHOLDERS.map((name) => (
            <code key={name} className="mr-1 rounded bg-muted px-1 py-0.5 text-xs">
              {`{{${name}}}`}
            </code>
          ))}
        </p>
        {templates.isPending ? <Spinner label={t('consents:page.loading')} /> : null}
        {templates.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {templates.error.message}
          </p>
        ) : null}
        {templates.data?.items.map((template) => (
          <details key={template.procedure} className="rounded-md border p-3">
            <summary className="cursor-pointer font-medium">
              {t(`consents:procedures.${template.procedure}`)}
              {template.edited ? (
                <span className="ml-2 text-xs text-muted-foreground">
                  ({t('consents:templates.edited')})
                </span>
              ) : null}
            </summary>
            <TemplateForm key={`${template.title}|${template.body}`} template={template} />
          </details>
        ))}
      </CardContent>
    </Card>
  );
}
