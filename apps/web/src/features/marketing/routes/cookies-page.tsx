import { Cookie } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '@/components/ui/table-scroll';
import { PublicDocument } from '../components/public-document';
import { browserStorageEntries } from '../content/browser-storage';
import { useMarketingTexts } from '../i18n/use-marketing-translation';

const columns = ['name', 'kind', 'purpose', 'duration'] as const;
// On phones a cell shows its column's name before its value (data-label).
const nameCell = 'px-4 py-2.5 align-top font-normal max-sm:block max-sm:p-0';
const cell = `${nameCell} max-sm:before:font-medium max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)_":_"]`;

/** /cookies: every cookie and local datum the app really keeps, and why. */
export function CookiesPage() {
  const { t } = useTranslation();
  const { cookies } = useMarketingTexts();
  return (
    <PublicDocument
      testId="page-cookies"
      icon={Cookie}
      title={t('pages.cookies.title')}
      intro={cookies.intro}
      sections={cookies.sections}
      lead={
        <section className="flex flex-col gap-3">
          <h2 id="browser-storage-title" className="text-xl font-semibold tracking-tight">
            {cookies.tableTitle}
          </h2>
          {/* A table from 640 px; on phones each row becomes a card, its cells labelled by
              their column. The roles keep the table's meaning once display changes it. */}
          <TableScroll label={cookies.tableTitle}>
            <table
              role="table"
              className="w-full text-left text-sm max-sm:block sm:min-w-[40rem]"
              data-testid="browser-storage"
            >
              <thead role="rowgroup" className="border-b border-border bg-muted/60 max-sm:sr-only">
                <tr role="row">
                  {columns.map((column) => (
                    <th
                      key={column}
                      role="columnheader"
                      scope="col"
                      className="px-4 py-2.5 font-semibold"
                    >
                      {cookies.columns[column]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody role="rowgroup" className="divide-y divide-border max-sm:block">
                {browserStorageEntries.map((entry) => (
                  <tr
                    key={entry.id}
                    role="row"
                    data-kind={entry.kind}
                    className="max-sm:grid max-sm:gap-1 max-sm:px-4 max-sm:py-3"
                  >
                    <th role="rowheader" scope="row" className={nameCell}>
                      <code className="font-mono text-xs break-all" data-testid="storage-name">
                        {entry.name}
                      </code>
                    </th>
                    <td
                      role="cell"
                      className={`${cell} sm:whitespace-nowrap`}
                      data-label={cookies.columns.kind}
                    >
                      {cookies.kinds[entry.kind]}
                    </td>
                    <td role="cell" className={cell} data-label={cookies.columns.purpose}>
                      {cookies.entries[entry.id]?.purpose}
                    </td>
                    <td role="cell" className={cell} data-label={cookies.columns.duration}>
                      {cookies.entries[entry.id]?.duration}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
      }
    />
  );
}
