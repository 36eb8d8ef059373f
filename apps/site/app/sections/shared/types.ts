/** A link as the loaders hand it to the sections: internal path or external URL. */
export interface LinkData {
  readonly label: string;
  readonly href: string;
  /** A line shown under the link (the booking link says what the free consultation is). */
  readonly note?: string | undefined;
}

/** A title with a short explanation. */
export interface FeatureData {
  readonly title: string;
  readonly description: string;
}

/** A headline figure. */
export interface StatData {
  readonly value: string;
  readonly label: string;
  /** What the figure applies to, when promises sit side by side. */
  readonly description?: string | undefined;
}

/** A question and its answer. */
export interface FaqData {
  readonly question: string;
  readonly answer: string;
}
