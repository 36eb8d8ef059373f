import { Fragment } from 'react';

export type EmailAddressProps = {
  /** The address as typed; shown as plain text. */
  children: string;
};

/**
 * An e-mail address that wraps, when it must, after the `@` and after dots (`<wbr>`), so a narrow column breaks it
 * into readable parts rather than mid-word. A part longer than the line still wraps wherever its container allows.
 */
export function EmailAddress({ children }: EmailAddressProps) {
  const parts = children.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
