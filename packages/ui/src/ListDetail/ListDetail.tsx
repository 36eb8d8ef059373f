import { useEffect, useRef, type MouseEventHandler, type ReactNode } from 'react';
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
  /**
   * What works on the list (views, search, export): above both panes, and on narrower screens only with the list, so
   * an open item starts at the top of its screen.
   */
  toolbar?: ReactNode;
};

/**
 * A list beside the open item (from 1024 px, list ~40 %); on narrower screens one pane at a time: the list with its
 * toolbar, or the open item with a `ListDetailBack` link to the list. There, opening an item moves focus to it and
 * closing it moves focus back to the row it was opened from.
 */
export function ListDetail({
  list,
  detail,
  placeholder,
  listLabel,
  detailLabel,
  toolbar,
}: ListDetailProps) {
  const open = detail !== null && detail !== undefined && detail !== false;
  const listPane = useRef<HTMLElement>(null);
  const detailPane = useRef<HTMLElement>(null);
  const openedFrom = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // The focused row (or, after a reload, the whole page) vanishes with the pane it was in.
    if (typeof window.matchMedia !== 'function' || !window.matchMedia(styles.narrow).matches)
      return;
    if (open) {
      const active = document.activeElement;
      openedFrom.current =
        active instanceof HTMLElement && listPane.current?.contains(active) ? active : null;
      detailPane.current?.focus({ preventScroll: true });
    } else if (openedFrom.current?.isConnected) {
      // Scroll restoration puts the list back where it was; focus follows without moving it.
      openedFrom.current.focus({ preventScroll: true });
      openedFrom.current = null;
    }
  }, [open]);

  return (
    <div className={styles.frame} data-has-selection={open ? 'true' : undefined}>
      {toolbar ? <div className={styles.toolbar}>{toolbar}</div> : null}
      <div className={styles.panes}>
        <Panel
          as="section"
          padding="none"
          className={styles.listPane}
          aria-label={listLabel}
          ref={listPane}
        >
          {list}
        </Panel>
        <Panel
          as="section"
          padding="md"
          className={styles.detailPane}
          aria-label={detailLabel}
          ref={detailPane}
          tabIndex={-1}
        >
          {open ? detail : <p className={styles.placeholder}>{placeholder}</p>}
        </Panel>
      </div>
    </div>
  );
}

export type ListDetailBackProps = {
  /** The list's URL (the current view and search, no item open). */
  href: string;
  /** The app's link component (e.g. a router Link wrapper). */
  linkComponent?: LinkComponent;
  /** E.g. to go back in the browser's history when the list is the entry before (its scroll position kept). */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** "← Back to inbox". */
  children: ReactNode;
};

/** The way back to the list from the open item; shown only while the panes are not side by side. */
export function ListDetailBack({ href, linkComponent, onClick, children }: ListDetailBackProps) {
  return (
    <AnyLink href={href} linkComponent={linkComponent} onClick={onClick} className={styles.back}>
      {children}
    </AnyLink>
  );
}
