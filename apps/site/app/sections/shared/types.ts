/** A link as the loaders hand it to the sections: internal path or external URL. */
export interface LinkData {
  readonly label: string;
  readonly href: string;
  /** A line shown under the link (the booking link says what the free consultation is). */
  readonly note?: string | undefined;
}
