import type { SurgicalTechniqueRecord } from '@photodossier/domain/operation-report';
import { FilePlus2, Pencil, Plus, Stethoscope, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageTestId } from '@/components/page-test-id';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useDeleteTechnique } from '../api/delete-technique';
import { useTechniques } from '../api/get-techniques';
import { TechniqueForm } from '../components/technique-form';

/** /surgical-techniques: the practitioner's library, where reports start from. */
export function SurgicalTechniquesPage() {
  const { t } = useTranslation();
  const techniques = useTechniques();
  const remove = useDeleteTechnique();
  const [editing, setEditing] = useState<SurgicalTechniqueRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SurgicalTechniqueRecord | null>(null);

  return (
    <section
      data-testid={pageTestId('surgicalTechniques')}
      className="mx-auto flex w-full max-w-4xl flex-col gap-6"
    >
      <PageHeading icon={Stethoscope} title={t('pages.surgicalTechniques.title')}>
        {t('techniques.intro')}
      </PageHeading>
      {editing ? (
        <Card>
          <CardHeader>
            <CardTitle>
              {editing === 'new' ? t('techniques.newTitle') : t('techniques.editTitle')}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <TechniqueForm
              technique={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          </CardContent>
        </Card>
      ) : (
        <div>
          <Button type="button" onClick={() => setEditing('new')}>
            <Plus aria-hidden />
            {t('techniques.add')}
          </Button>
        </div>
      )}
      {techniques.isPending ? (
        <Spinner className="py-12" />
      ) : techniques.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {techniques.error.message}
        </p>
      ) : techniques.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('techniques.empty')}</p>
      ) : (
        <ul className="grid gap-4" aria-label={t('techniques.listLabel')}>
          {techniques.data.items.map((technique) => (
            <li key={technique.id}>
              <Card>
                <CardHeader>
                  <CardTitle as="h2">{technique.name}</CardTitle>
                  {technique.description ? (
                    <CardDescription className="whitespace-pre-line">
                      {technique.description}
                    </CardDescription>
                  ) : null}
                </CardHeader>
                <CardContent className="flex flex-wrap gap-3">
                  <Button asChild size="sm">
                    <Link
                      to={`${paths.operationReportNew}?technique=${encodeURIComponent(technique.id)}`}
                    >
                      <FilePlus2 aria-hidden />
                      {t('techniques.startReport')}
                    </Link>
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(technique)}
                  >
                    <Pencil aria-hidden />
                    {t('techniques.edit')}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => setDeleting(technique)}
                  >
                    <Trash2 aria-hidden />
                    {t('techniques.delete')}
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => notify(error.message, { variant: 'error' }),
          })
        }
        title={t('techniques.deleteTitle')}
        description={t('techniques.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('techniques.delete')}
        cancelLabel={t('techniques.cancel')}
        pending={remove.isPending}
      />
    </section>
  );
}
