/** A link as the loaders hand it to the sections: internal path or external URL. */
export interface LinkData {
  readonly label: string;
  readonly href: string;
}
