import type { ReactNode } from 'react';
import * as styles from './pages.css';

export interface InfoPageProps {
  /** The page's own title (its h1). */
  title: string;
  /** A sentence under the title. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of an information page (promotions, announcements, app download, mirrors, feedback). */
export function InfoPage({ title, lead, children }: InfoPageProps) {
  return (
    <div className={styles.infoPage}>
      <header className={styles.infoHeader}>
        <h1 className={styles.infoTitle}>{title}</h1>
        {lead ? <p className={styles.infoLead}>{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}
