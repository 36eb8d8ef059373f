import { title as titleStyle } from '../Panel/Panel.css';
import { message } from './MessageBody.css';

export type MessageBodyProps = {
  /** The text exactly as it was typed: shown as plain text (never as HTML), its line breaks kept. */
  children: string;
  /** A small heading above the message, e.g. "Message". */
  title?: string;
  /**
   * Level of that heading, to fit the page outline.
   * @default 'h3'
   */
  titleAs?: 'h2' | 'h3' | 'h4';
  className?: string;
};

/** A message someone sent, as plain text with its line breaks; long words and URLs wrap. */
export function MessageBody({
  children,
  title,
  titleAs: Title = 'h3',
  className,
}: MessageBodyProps) {
  return (
    <>
      {title ? <Title className={titleStyle}>{title}</Title> : null}
      <p className={className ? `${message} ${className}` : message}>{children}</p>
    </>
  );
}
