import type { FormEvent } from 'react';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { TextField } from '../TextField/TextField';
import * as styles from './SearchForm.css';

export type SearchFormProps = {
  /** The field's visible label, e.g. "Search submissions". */
  label: string;
  /** A hint of what can be searched. */
  placeholder?: string;
  /** The submit button's text, e.g. "Search". */
  submitLabel: string;
  /** The search in force (remount with a new `key` to show a changed one). */
  defaultValue?: string;
  /**
   * Name of the field.
   * @default 'q'
   */
  name?: string;
  /** Called with the field's text when the search is submitted. */
  onSearch: (value: string) => void;
};

/** A search landmark: a labelled search field and its button on one line, wrapping on narrow screens. */
export function SearchForm({
  label,
  placeholder,
  submitLabel,
  defaultValue,
  name = 'q',
  onSearch,
}: SearchFormProps) {
  function submit(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget as HTMLFormElement).get(name) ?? ''));
  }
  return (
    <Stack
      as="form"
      direction="row"
      align="end"
      gap={2}
      role="search"
      className={styles.form}
      onSubmit={submit}
    >
      <TextField
        label={label}
        type="search"
        name={name}
        defaultValue={defaultValue}
        placeholder={placeholder}
        className={styles.field}
      />
      <Button type="submit" variant="secondary">
        {submitLabel}
      </Button>
    </Stack>
  );
}
