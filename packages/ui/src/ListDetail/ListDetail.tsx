import type { ReactNode } from 'react';
import { AnyLink } from '../internal/AnyLink';
import { Panel } from '../Panel/Panel';
import type { LinkComponent } from '../internal/link';
import * as styles from './ListDetail.css';

export type ListDetailProps = {
  /** The list pane's content (rows run to its edges). */
  list: ReactNode;
  /** The open item, or `null` when none is open. */
  detail: ReactNode;
  /** Shown in the detail pane on wide screens while no item is open, e.g. "Pick a submission". */
  placeholder: ReactNode;
  /** Accessible name of the list pane (a labelled region). */
  listLabel: string;
  /** Accessible name of the detail pane. */
  detailLabel: string;
};

/**
 * A list beside the open item (from 1024 px, list ~40 %); on narrower screens one pane at a time: the list, or the
 * open item with a `ListDetailBack` link to the list.
 */
export function ListDetail({ list, detail, placeholder, listLabel, detailLabel }: ListDetailProps) {
  const open = detail !== null && detail !== undefined && detail !== false;
  return (
    <div className={styles.panes} data-has-selection={open ? 'true' : undefined}>
      <Panel as="section" padding="none" className={styles.listPane} aria-label={listLabel}>
        {list}
      </Panel>
      <Panel as="section" padding="md" className={styles.detailPane} aria-label={detailLabel}>
        {open ? detail : <p className={styles.placeholder}>{placeholder}</p>}
      </Panel>
    </div>
  );
}

export type ListDetailBackProps = {
  /** The list's URL (the current view and search, no item open). */
  href: string;
  /** The app's link component (e.g. a router Link wrapper). */
  linkComponent?: LinkComponent;
  /** "← Back to inbox". */
  children: ReactNode;
};

/** The way back to the list from the open item; shown only while the panes are not side by side. */
export function ListDetailBack({ href, linkComponent, children }: ListDetailBackProps) {
  return (
    <AnyLink href={href} linkComponent={linkComponent} className={styles.back}>
      {children}
    </AnyLink>
  );
}
