export { SearchForm } from './SearchForm';
export type { SearchFormProps } from './SearchForm';
