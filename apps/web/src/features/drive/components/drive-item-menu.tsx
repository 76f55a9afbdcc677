import type { DriveItemRecord } from '@photodossier/domain/drive';
import {
  Download,
  Eye,
  FolderInput,
  FolderOpen,
  MoreVertical,
  Pencil,
  Share2,
  Trash2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { driveFileUrl } from '@/lib/drive-file-url';
import { previewKindOf } from '../lib/drive-drag';

export type DriveItemAction = 'open' | 'preview' | 'rename' | 'move' | 'share' | 'delete';

type DriveItemMenuProps = {
  item: DriveItemRecord;
  onAction: (action: DriveItemAction, item: DriveItemRecord) => void;
};

/** Everything one can do with an item, from its "⋮" button. */
export function DriveItemMenu({ item, onAction }: DriveItemMenuProps) {
  const { t } = useTranslation();
  const folder = item.type === 'folder';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('drive.actions.label', { name: item.name })}
          onClick={(event) => event.stopPropagation()}
        >
          <MoreVertical aria-hidden className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onClick={(event) => event.stopPropagation()}>
        {folder ? (
          <DropdownMenuItem onSelect={() => onAction('open', item)}>
            <FolderOpen aria-hidden />
            {t('drive.actions.open')}
          </DropdownMenuItem>
        ) : (
          <>
            {previewKindOf(item.mime_type) ? (
              <DropdownMenuItem onSelect={() => onAction('preview', item)}>
                <Eye aria-hidden />
                {t('drive.actions.preview')}
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuItem asChild>
              <a href={driveFileUrl(item.id, true)} download={item.name}>
                <Download aria-hidden />
                {t('drive.actions.download')}
              </a>
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuItem onSelect={() => onAction('rename', item)}>
          <Pencil aria-hidden />
          {t('drive.actions.rename')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('move', item)}>
          <FolderInput aria-hidden />
          {t('drive.actions.move')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('share', item)}>
          <Share2 aria-hidden />
          {t('drive.actions.share')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          className="text-destructive data-[highlighted]:text-destructive"
          onSelect={() => onAction('delete', item)}
        >
          <Trash2 aria-hidden />
          {t('drive.actions.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
