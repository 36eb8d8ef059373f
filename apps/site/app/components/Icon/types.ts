/** The shapes of one line icon: `[tagName, attributes]` pairs (lucide's icon node format). */
export type IconNode = readonly (readonly [tag: string, attrs: Readonly<Record<string, string>>])[];
