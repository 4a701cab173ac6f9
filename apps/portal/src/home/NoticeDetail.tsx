import type { Notice } from '@portal/api';
import { NoticeDialog } from '@portal/ui';

/** A notice's detail (spec 2.5), in its own chunk: it loads when a notice is opened. */
export function NoticeDetail({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  return <NoticeDialog notice={notice} onClose={onClose} />;
}
