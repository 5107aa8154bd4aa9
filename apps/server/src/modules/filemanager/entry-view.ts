import type { FileEntryView } from '@kampus/contract';
import { extensionOf } from './entry-path.ts';
import { lookOf } from './file-kinds.ts';
import { issueFileTicket } from './file-ticket.ts';
import type { Child } from './file-tree.ts';

/** What the view of an entry needs besides the entry: the school, the signing key, the right to write. */
export interface ViewContext {
  school: number;
  key: Uint8Array;
  writable: (id: string) => boolean;
}

export const fileUrl = (school: number, id: string, ticket: string, extra = ''): string =>
  `/api/filemanager/file?school=${school}&id=${encodeURIComponent(id)}&ticket=${encodeURIComponent(ticket)}${extra}`;

/** The spec's file entry (platform spec, section 3) of one child, with signed addresses for files. */
export const entryView = (child: Child, view: ViewContext): FileEntryView => {
  const ext = child.isDir ? null : extensionOf(child.name);
  const look = child.isDir ? { icon: 'folder', color: '#fbc02d', kind: 'download' as const } : lookOf(ext);
  const writable = view.writable(child.id);
  const ticket = child.isDir ? null : issueFileTicket(view.key, view.school, child.id);
  return {
    id: child.id,
    name: child.name,
    isDir: child.isDir,
    isHidden: child.name.startsWith('.'),
    isSymlink: false,
    isEncrypted: false,
    openable: true,
    selectable: true,
    draggable: writable,
    droppable: child.isDir && writable,
    modDate: child.modifiedAt ? child.modifiedAt.toISOString() : null,
    size: child.size,
    childrenCount: child.childrenCount,
    ext,
    fullUrl: ticket ? fileUrl(view.school, child.id, ticket) : null,
    thumbnailUrl: ticket && look.kind === 'image' ? fileUrl(view.school, child.id, ticket, '&thumb=1') : null,
    icon: look.icon,
    color: look.color,
  };
};
