import { message } from './MessageBody.css';

export type MessageBodyProps = {
  /** The text exactly as it was typed: shown as plain text (never as HTML), its line breaks kept. */
  children: string;
  className?: string;
};

/** A message someone sent, as plain text with its line breaks; long words and URLs wrap. */
export function MessageBody({ children, className }: MessageBodyProps) {
  return <p className={className ? `${message} ${className}` : message}>{children}</p>;
}
